import { messages, type Game } from '@woodshed/shared';
import { Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';

export interface GameInfo {
  game: Game;
  title: string;
  icon: LucideIcon;
  /** Rounds, board size: a short line under the title. */
  facts: string;
  description: string;
  to: string;
}

interface GameCardProps {
  info: GameInfo;
  /** The user's high score; null before a finished game; undefined while loading or when it could not load. */
  highScore: number | null | undefined;
  loading: boolean;
}

/** One game of the hub: what it is, the user's high score, and links to play it and to its ranking. */
export function GameCard({ info, highScore, loading }: GameCardProps) {
  const titleId = useId();
  const Icon = info.icon;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-stone-900">
            {info.title}
          </h2>
          <p className="text-sm text-stone-600">{info.facts}</p>
        </div>
      </div>
      <p className="mt-4 text-stone-700">{info.description}</p>

      {/* Spec part 2 §8: a high score that could not load is only logged; the card shows no line for it. */}
      <div className="mt-4 min-h-6 text-sm">
        {loading ? (
          <Spinner size="sm" label={`Loading your ${info.title} high score…`} />
        ) : highScore === null ? (
          <p className="text-stone-600">{messages.games.noHighScore}</p>
        ) : highScore !== undefined ? (
          <p className="flex items-center gap-1.5 text-stone-800">
            <Trophy aria-hidden="true" className="size-4 text-amber-700" />
            High score: <strong className="tabular-nums">{formatInteger(highScore)}</strong>
          </p>
        ) : null}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
        <Link to={info.to} className={buttonClasses('primary')}>
          Play<span className="sr-only"> {info.title}</span>
        </Link>
        <TextLink to={paths.leaderboardBoard(info.game)} className="text-sm">
          View ranking<span className="sr-only"> of {info.title}</span>
        </TextLink>
      </div>
    </article>
  );
}
