import { GAME_TITLES, IO_QUESTION_COUNT, TF_BOARD_SIZE, TF_ROUND_COUNT } from '@woodshed/shared';
import { Grid3x3, ListOrdered, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useHighScores } from '../api/high-scores';
import { GameCard, type GameInfo } from '../components/hub/GameCard';

const GAMES: GameInfo[] = [
  {
    game: 'intervalOrganizer',
    title: GAME_TITLES.intervalOrganizer,
    icon: ListOrdered,
    facts: `${IO_QUESTION_COUNT} questions · drag, touch or keyboard`,
    description:
      'Put the notes between two Cs in the order of an interval pattern: seconds, thirds, fourths, fifths, sixths ' +
      'or sevenths. A quick first answer earns a speed bonus.',
    to: paths.intervalOrganizer,
  },
  {
    game: 'triadFinder',
    title: GAME_TITLES.triadFinder,
    icon: Grid3x3,
    facts: `${TF_ROUND_COUNT} rounds · ${TF_BOARD_SIZE} × ${TF_BOARD_SIZE} board`,
    description:
      'Find the five hidden triads in straight lines on a board of notes. Be quick for a time bonus, or turn off ' +
      'C Major Key for harder triads and extra points.',
    to: paths.triadFinder,
  },
];

/** /games: both theory games, playable, with the user's high score in each. */
export function Component() {
  useDocumentTitle('Games');
  const highScores = useHighScores();
  const { error } = highScores;

  useEffect(() => {
    // Spec part 2 §8: a high-score load failure is only logged.
    if (error) console.warn('Could not load the high scores', error);
  }, [error]);

  return (
    <>
      <PageHeader
        title="Games"
        description="Two theory games for your ears and your fretboard. Your best score goes on the leaderboard."
        actions={
          <Link to={paths.leaderboard} className={buttonClasses('secondary')}>
            <Trophy aria-hidden="true" className="size-4" />
            Leaderboard
          </Link>
        }
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {GAMES.map((info) => (
          <li key={info.game}>
            <GameCard info={info} highScore={highScores.data?.[info.game]} loading={highScores.isPending} />
          </li>
        ))}
      </ul>
    </>
  );
}
