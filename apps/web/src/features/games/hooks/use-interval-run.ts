import type { FinishGameResponse } from '@woodshed/shared';
import { useCallback, useRef, useState } from 'react';
import { useFinishGameRun, useStartGameRun } from '../api/game-runs';

/**
 * The server's side of one Interval Organizer game: a run started when the game starts, and the final score sent
 * to it when the game completes. Spec part 2 §8: failures are only logged (the hooks do that) and nothing is shown;
 * a game whose run could not start is simply not scored.
 */
export function useIntervalRun() {
  const { mutate: startRun } = useStartGameRun();
  const { mutate: finishRun } = useFinishGameRun();
  const runId = useRef<string | null>(null);
  /** Counts the games started, so a late answer for an abandoned game is ignored. */
  const generation = useRef(0);
  const [result, setResult] = useState<FinishGameResponse | null>(null);

  const begin = useCallback(() => {
    const current = ++generation.current;
    runId.current = null;
    setResult(null);
    startRun('intervalOrganizer', {
      onSuccess: (run) => {
        if (generation.current === current) runId.current = run.id;
      },
    });
  }, [startRun]);

  const finish = useCallback(
    (score: number) => {
      const id = runId.current;
      // One finish per run: a second completion (or none started) sends nothing.
      runId.current = null;
      if (!id) return;
      const current = generation.current;
      finishRun(
        { runId: id, score },
        {
          onSuccess: (answer) => {
            if (generation.current === current) setResult(answer);
          },
        },
      );
    },
    [finishRun],
  );

  return { begin, finish, result };
}
