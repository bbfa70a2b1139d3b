import {
  GAME_FINISH_GRACE_SECONDS,
  GAME_RUN_TTL_HOURS,
  GAME_SCORE_LIMITS,
  maxIntervalScoreWithin,
  maxTriadScoreWithin,
  messages,
  type FinishGameResponse,
  type Game,
  type GameRun,
  type HighScoresResponse,
} from '@woodshed/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { gameHighScores, gameRuns } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Job } from '../../lib/jobs.ts';

const m = messages.games;

/** Every score component of both games is a multiple of 10 (points, speed and time bonuses). */
const SCORE_STEP = 10;

/** The signed-in user's high score per game (null before their first finished game). */
export async function getHighScores(db: DbOrTx, userId: string): Promise<HighScoresResponse> {
  const rows = await db
    .select({ game: gameHighScores.game, score: gameHighScores.score })
    .from(gameHighScores)
    .where(eq(gameHighScores.userId, userId));
  const scoreOf = (game: Game) => rows.find((row) => row.game === game)?.score ?? null;
  return { intervalOrganizer: scoreOf('intervalOrganizer'), triadFinder: scoreOf('triadFinder') };
}

/** A game begins: the server notes when, by its own clock, so the finish can be judged against it. */
export async function startGameRun(db: DbOrTx, userId: string, game: Game, now: Date): Promise<GameRun> {
  const [row] = await db.insert(gameRuns).values({ userId, game, startedAt: now }).returning();
  if (!row) throw new Error('game_runs insert returned no row');
  return { id: row.id, game: row.game, startedAt: row.startedAt.toISOString() };
}

/** Each game's highest score reachable in a game that took so many milliseconds, by the game's own scoring rules. */
const MAX_SCORE_WITHIN: Record<Game, (elapsedMs: number) => number> = {
  intervalOrganizer: maxIntervalScoreWithin,
  triadFinder: maxTriadScoreWithin,
};

/** The highest score the server accepts for a run that took `elapsedMs` by its clock, the finish's grace allowed. */
const acceptedMaxScore = (game: Game, elapsedMs: number): number =>
  MAX_SCORE_WITHIN[game](elapsedMs - GAME_FINISH_GRACE_SECONDS * 1000);

/** Whether a final score can come out of a finished game: within its range, and made of multiples of 10. */
export function isPossibleScore(game: Game, score: number): boolean {
  const { min, max } = GAME_SCORE_LIMITS[game];
  return Number.isInteger(score) && score >= min && score <= max && score % SCORE_STEP === 0;
}

/**
 * Finishes the caller's run with its final score and raises the high score when the score beats it. The run row
 * is locked first, so of two finishes sent together one wins and the other finds it finished (409). A refused
 * score (impossible, a game shorter than the fixed waits of a real one, or more than its time allows) leaves the
 * run as it was.
 */
export async function finishGameRun(
  db: Db,
  userId: string,
  runId: string,
  score: number,
  now: Date,
): Promise<FinishGameResponse> {
  if (!isUuid(runId)) throw notFound(m.runNotFound);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(gameRuns)
      .where(and(eq(gameRuns.id, runId), eq(gameRuns.userId, userId)))
      .for('update');
    if (!run) throw notFound(m.runNotFound);
    if (run.finishedAt) throw new AppError('conflict', m.runFinished);
    if (!isPossibleScore(run.game, score)) throw badRequest(m.scoreImpossible, 'score');
    const elapsedMs = now.getTime() - run.startedAt.getTime();
    if (elapsedMs < GAME_SCORE_LIMITS[run.game].minSeconds * 1000) throw badRequest(m.tooFast);
    // The time bonuses shrink as a game goes on, so a long game cannot have earned them all.
    const maxScore = acceptedMaxScore(run.game, elapsedMs);
    if (score > maxScore) throw badRequest(m.scoreTooHighForTime(maxScore), 'score');

    await tx.update(gameRuns).set({ finishedAt: now, score }).where(eq(gameRuns.id, run.id));
    // One statement raises it or leaves it: a concurrent finish of another run waits on the row and compares
    // against the score that one stored.
    const [raised] = await tx
      .insert(gameHighScores)
      .values({ userId, game: run.game, score, achievedAt: now })
      .onConflictDoUpdate({
        target: [gameHighScores.userId, gameHighScores.game],
        set: { score: sql`excluded.score`, achievedAt: sql`excluded.achieved_at` },
        setWhere: sql`excluded.score > ${gameHighScores.score}`,
      })
      .returning({ score: gameHighScores.score });
    if (raised) return { game: run.game, score, highScore: raised.score, newHighScore: true };
    // Not raised: the row is locked by the upsert above, so this reads the score that beat this one.
    const [stored] = await tx
      .select({ score: gameHighScores.score })
      .from(gameHighScores)
      .where(and(eq(gameHighScores.userId, userId), eq(gameHighScores.game, run.game)));
    if (!stored) throw new Error('game_high_scores row missing after upsert');
    return { game: run.game, score, highScore: stored.score, newHighScore: false };
  });
}

/** Housekeeping: games started more than GAME_RUN_TTL_HOURS ago and never finished are forgotten. */
export async function deleteAbandonedGameRuns(db: DbOrTx): Promise<void> {
  await db
    .delete(gameRuns)
    .where(
      and(
        isNull(gameRuns.finishedAt),
        lt(gameRuns.startedAt, sql`now() - make_interval(hours => ${GAME_RUN_TTL_HOURS})`),
      ),
    );
}

/** Hourly: game runs abandoned unfinished go. */
export const gameRunsCleanup: Job = {
  name: 'game-runs-cleanup',
  lockKey: 7_357_104,
  async run(tx) {
    await deleteAbandonedGameRuns(tx);
  },
};
