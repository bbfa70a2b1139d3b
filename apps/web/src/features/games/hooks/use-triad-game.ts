import {
  initialTriadGame,
  TF_ROUND_ADVANCE_DELAY_MS,
  TF_ROUND_INTRO_MS,
  TF_SCORE_POPUP_MS,
  totalScore,
  triadGameReducer,
  type FinishGameResponse,
  type GameRun,
} from '@woodshed/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useFinishGameRun, useStartGameRun } from '../api/game-runs';
import { useTriadTimer } from './use-triad-timer';

/** A fresh 32-bit seed for a game nobody asked to replay. */
export const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

/**
 * A Triad Finder game: the shared reducer decides the rules; this hook keeps the clocks (round intro, the pause
 * after a round, how long feedback shows, the round timer) and the scored run on the server — started with the
 * game, finished with the final score. A failed start or save is only logged: the game goes on.
 */
export function useTriadGame(firstSeed: number) {
  const [state, dispatch] = useReducer(triadGameReducer, firstSeed, (seed) => initialTriadGame(seed));
  const { seconds, readSeconds } = useTriadTimer(state.phase === 'playing', `${state.seed}:${state.round}`);
  const { mutateAsync: startRun } = useStartGameRun();
  const { mutateAsync: finishRun } = useFinishGameRun();
  /** The run of the game being played (null when starting it failed), and which game that is. */
  const run = useRef<{ game: number; run: Promise<GameRun | null> } | null>(null);
  const games = useRef(0);
  const [saved, setSaved] = useState<FinishGameResponse | null>(null);

  const { phase, round, lastCheck } = state;
  useEffect(() => {
    if (phase !== 'intro') return;
    const timeout = window.setTimeout(() => dispatch({ type: 'begin' }), TF_ROUND_INTRO_MS);
    return () => window.clearTimeout(timeout);
  }, [phase, round]);

  useEffect(() => {
    if (phase !== 'roundOver') return;
    const timeout = window.setTimeout(() => dispatch({ type: 'advance' }), TF_ROUND_ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timeout);
  }, [phase, round]);

  useEffect(() => {
    if (!lastCheck?.showing) return;
    const { attempt } = lastCheck;
    const timeout = window.setTimeout(() => dispatch({ type: 'expire', attempt }), TF_SCORE_POPUP_MS);
    return () => window.clearTimeout(timeout);
  }, [lastCheck]);

  const finalScore = phase === 'gameOver' ? totalScore(state) : null;
  useEffect(() => {
    const current = run.current;
    if (finalScore === null || !current) return;
    run.current = null;
    void current.run.then(async (started) => {
      if (!started) return;
      const result = await finishRun({ runId: started.id, score: finalScore }).catch(() => null);
      if (result && games.current === current.game) setSaved(result);
    });
  }, [finalScore, finishRun]);

  const start = useCallback(
    (seed: number) => {
      const game = ++games.current;
      setSaved(null);
      run.current = { game, run: startRun('triadFinder').catch(() => null) };
      dispatch({ type: 'start', seed });
    },
    [startRun],
  );

  const select = useCallback(
    (cell: number) => dispatch({ type: 'select', cell, seconds: readSeconds() }),
    [readSeconds],
  );
  const setExtended = useCallback((extended: boolean) => dispatch({ type: 'setExtended', extended }), []);

  return { state, seconds, saved, start, select, setExtended };
}
