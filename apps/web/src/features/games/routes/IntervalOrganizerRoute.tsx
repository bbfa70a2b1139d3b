import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { Announcer } from '../components/interval-organizer/Announcer';
import { GameStatus } from '../components/interval-organizer/GameStatus';
import { HowToPlay } from '../components/interval-organizer/HowToPlay';
import { IntervalBoard } from '../components/interval-organizer/IntervalBoard';
import { MuteToggle } from '../components/interval-organizer/MuteToggle';
import { useIntervalGame } from '../hooks/use-interval-game';
import { useIntervalHighScore } from '../hooks/use-interval-high-score';
import { useIntervalMute } from '../hooks/use-interval-mute';
import { useIntervalRun } from '../hooks/use-interval-run';
import { useIntervalSeed } from '../hooks/use-interval-seed';

/**
 * /games/interval-organizer: fifteen questions, each asking for the natural notes between two
 * C's in order of one interval. `?seed=` replays a game exactly.
 */
export function Component() {
  useDocumentTitle('Interval Organizer');
  const seed = useIntervalSeed();
  const { muted, toggleMuted } = useIntervalMute();
  const run = useIntervalRun();
  const game = useIntervalGame({ seed, muted, onStart: run.begin, onComplete: run.finish });
  const highScore = useIntervalHighScore();
  const [confirmingReset, setConfirmingReset] = useState(false);

  /** Reset Game asks first while a game is under way; otherwise it simply deals a new game. */
  const requestReset = () => {
    if (game.underWay) setConfirmingReset(true);
    else game.restart();
  };

  return (
    <>
      <PageHeader
        title="Interval Organizer"
        description="Put the seven natural notes in order by interval, from C round to C. Fifteen questions; answer fast for a speed bonus."
        actions={
          <>
            <MuteToggle muted={muted} onToggle={toggleMuted} />
            <Button variant="secondary" size="lg" onClick={requestReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset Game
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <GameStatus score={game.state.score} attempts={game.state.attempts} highScore={highScore} />
        <IntervalBoard game={game} result={run.result} />
        <HowToPlay />
      </div>
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title="Reset the game?"
        message="This game's score and progress will be lost, and a new game starts at question 1."
        confirmLabel="Reset Game"
        cancelLabel="Keep playing"
        onConfirm={() => {
          setConfirmingReset(false);
          game.restart();
        }}
      />
      <Announcer message={game.announcement} />
    </>
  );
}
