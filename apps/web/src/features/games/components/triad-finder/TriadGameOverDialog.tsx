import { messages, type FinishGameResponse } from '@woodshed/shared';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { TriadRoundScores } from './TriadRoundScores';

interface TriadGameOverDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  score: number;
  roundScores: readonly number[];
  /** The server's answer to the final score, once it came (null before, or when saving failed). */
  saved: FinishGameResponse | null;
  onPlayAgain: () => void;
}

/** The game-complete overlay: the final score, the rounds, a new high score when there is one, Play Again. */
export function TriadGameOverDialog({
  open,
  onOpenChange,
  score,
  roundScores,
  saved,
  onPlayAgain,
}: TriadGameOverDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Game complete"
      description={messages.games.finalScore(score)}
      footer={
        <>
          <Link to={paths.games} className={buttonClasses('secondary', 'lg')}>
            All games
          </Link>
          <Button autoFocus size="lg" onClick={onPlayAgain}>
            Play Again
          </Button>
        </>
      }
    >
      {saved?.newHighScore && (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-900">
          <Trophy aria-hidden="true" className="size-5" />
          New high score!
        </p>
      )}
      {saved && !saved.newHighScore && (
        <p className="mb-3 text-sm text-stone-700">Your high score: {formatInteger(saved.highScore)}</p>
      )}
      <h3 id="triad-final-rounds" className="mb-1 text-sm font-semibold text-stone-900">
        Points by round
      </h3>
      <TriadRoundScores scores={roundScores} headingId="triad-final-rounds" />
    </Dialog>
  );
}
