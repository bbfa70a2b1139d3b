import { currentTarget, messages, TF_POINTS_PER_TRIAD, totalScore } from '@woodshed/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { TriadBoard } from '../components/triad-finder/TriadBoard';
import { TriadGameOverDialog } from '../components/triad-finder/TriadGameOverDialog';
import { hasTriadOverlay, TriadOverlay } from '../components/triad-finder/TriadOverlay';
import { TriadScoreboard } from '../components/triad-finder/TriadScoreboard';
import { TriadScorePopup } from '../components/triad-finder/TriadScorePopup';
import { TriadSidebar } from '../components/triad-finder/TriadSidebar';
import { feedbackOf } from '../components/triad-finder/triad-text';
import { randomSeed, useTriadGame } from '../hooks/use-triad-game';

/** `?seed=<uint32>` replays a game exactly; anything else is ignored. */
function seedFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const seed = Number(value);
  return seed <= 0xffffffff ? seed : null;
}

const FEEDBACK_TONES = { success: 'text-emerald-800', error: 'text-red-700', neutral: 'text-stone-700' } as const;

/**
 * /games/triad-matcher: Triad Finder. Ten rounds; each hides five triads of the
 * target in straight lines on a 7×7 board. Played by mouse, touch or keyboard; `?seed=` replays a game.
 */
export function Component() {
  useDocumentTitle('Triad Finder');
  const [params] = useSearchParams();
  const [firstSeed] = useState(() => seedFrom(params.get('seed')) ?? randomSeed());
  const { state, seconds, saved, start, select, setExtended } = useTriadGame(firstSeed);
  const [focusRequest, setFocusRequest] = useState(0);
  const [dialogDismissed, setDialogDismissed] = useState(false);

  const { phase } = state;
  const target = currentTarget(state);
  const score = totalScore(state);
  const feedback = feedbackOf(state);
  const roundDone = phase === 'roundOver' || phase === 'gameOver';
  const showsNotes = phase === 'playing' || roundDone;
  const inGame = phase !== 'ready' && phase !== 'gameOver';

  /** Starts a game; from a button that then goes away, focus moves to the board. */
  const startGame = (seed: number, focusBoard: boolean) => {
    setDialogDismissed(false);
    start(seed);
    if (focusBoard) setFocusRequest((n) => n + 1);
  };

  const overlay = hasTriadOverlay(state) ? (
    <TriadOverlay state={state} onStart={() => startGame(firstSeed, true)} />
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Triad Finder"
        description="Find the five hidden triads on the board, round after round. The faster you are, the bigger the bonus."
        actions={
          <Link to={paths.games} className={buttonClasses('secondary', 'lg')}>
            All games
          </Link>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="p-3 sm:p-6">
          <TriadScoreboard
            target={target}
            round={state.round}
            seconds={roundDone ? (state.roundSeconds.at(-1) ?? seconds) : seconds}
            score={score}
            found={state.found.length}
          />
          <TriadBoard
            notes={showsNotes ? state.board!.notes : null}
            found={state.found}
            selection={state.selection}
            rejected={state.selectionRejected}
            playable={phase === 'playing'}
            onSelect={select}
            overlay={overlay}
            inert={phase === 'ready'}
            focusRequest={focusRequest}
            popup={
              state.lastCheck?.result === 'found' && state.lastCheck.showing ? (
                <TriadScorePopup key={state.lastCheck.attempt} points={TF_POINTS_PER_TRIAD} />
              ) : undefined
            }
          />
          <p
            role="status"
            aria-live="polite"
            className={cn('mt-4 min-h-12 text-center text-sm font-medium', FEEDBACK_TONES[feedback.tone])}
          >
            {/* A new node for each check, so the same message twice in a row is announced twice. */}
            <span key={`${state.round}-${phase}-${state.attempt}`}>{feedback.text}</span>
          </p>
          {phase === 'gameOver' && (
            <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
              <p className="font-semibold text-stone-900">{messages.games.finalScore(score)}</p>
              <Button size="lg" onClick={() => startGame(randomSeed(), true)}>
                Play Again
              </Button>
            </div>
          )}
        </Card>
        <TriadSidebar state={state} inGame={inGame} onExtendedChange={setExtended} />
      </div>
      <TriadGameOverDialog
        open={phase === 'gameOver' && !dialogDismissed}
        onOpenChange={(open) => setDialogDismissed(!open)}
        score={score}
        roundScores={state.roundScores}
        saved={saved}
        onPlayAgain={() => startGame(randomSeed(), false)}
      />
    </>
  );
}
