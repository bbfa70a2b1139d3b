import { currentTarget, messages, TF_ROUND_COUNT, type TriadGameState } from '@woodshed/shared';
import { Button } from '@/components/ui/Button';
import { prettyTriad, roundLabel } from './triad-text';

/** What covers the board before a game (the rules and Start game) and between rounds (the next target). */
export function TriadOverlay({ state, onStart }: { state: TriadGameState; onStart: () => void }) {
  const target = currentTarget(state);
  if (state.phase === 'ready') {
    return (
      <div className="max-w-xs">
        <p className="text-lg font-semibold text-stone-900">{TF_ROUND_COUNT} rounds, five hidden triads in each</p>
        <p className="mt-2 text-sm text-stone-700">
          Choose three neighbouring notes in a row, column or diagonal that make the triad. The timer runs only while
          you play.
        </p>
        <Button size="lg" className="mt-4" onClick={onStart}>
          Start game
        </Button>
      </div>
    );
  }
  if (state.phase === 'intro' && target) {
    return (
      <div>
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{roundLabel(state.round)}</p>
        <p className="mt-1 text-2xl font-bold text-stone-900">{messages.games.findTriads(prettyTriad(target))}</p>
      </div>
    );
  }
  return null;
}

/** Whether the board has an overlay in this phase. */
export const hasTriadOverlay = (state: TriadGameState) =>
  state.phase === 'ready' || (state.phase === 'intro' && currentTarget(state) !== undefined);
