import { TF_POINTS_PER_TRIAD, type TriadGameState } from '@woodshed/shared';
import { Card } from '@/components/ui/Card';
import { TriadModeToggle } from './TriadModeToggle';
import { TriadRoundScores } from './TriadRoundScores';

interface TriadSidebarProps {
  state: TriadGameState;
  /** A game is under way: the mode toggle says which key this game uses. */
  inGame: boolean;
  onExtendedChange: (extended: boolean) => void;
}

/** Beside the board: the key (C major or all keys), the points by round and how to play. */
export function TriadSidebar({ state, inGame, onExtendedChange }: TriadSidebarProps) {
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-5">
        <TriadModeToggle
          cMajorKey={!state.nextExtended}
          currentCMajorKey={inGame ? !state.extended : null}
          onChange={(cMajorKey) => onExtendedChange(!cMajorKey)}
        />
      </Card>
      <Card className="p-4 sm:p-5">
        <h2 id="triad-rounds" className="mb-2 font-semibold text-stone-900">
          Points by round
        </h2>
        <TriadRoundScores scores={state.roundScores} headingId="triad-rounds" />
      </Card>
      <Card className="p-4 text-sm text-stone-700 sm:p-5">
        <h2 className="mb-2 font-semibold text-stone-900">How to play</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Choose three notes in a line that make the triad, in any order: +{TF_POINTS_PER_TRIAD}.</li>
          <li>A fourth choice lets go of the oldest; choose a note again to let it go.</li>
          <li>Keyboard: arrow keys move, Enter or Space chooses.</li>
          <li>Each round: up to 1,000 bonus points, 10 fewer for every second.</li>
        </ul>
      </Card>
    </div>
  );
}
