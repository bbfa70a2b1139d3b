import {
  GAME_RUN_TTL_HOURS,
  GAME_SCORE_LIMITS,
  GAMES,
  finishGameResponseSchema,
  gameRunSchema,
  highScoresResponseSchema,
  messages,
  type FinishGameResponse,
  type Game,
  type GameRun,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameHighScores, gameRuns } from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { gameRunsCleanup } from './service.ts';

const m = messages.games;
const START = new Date('2026-06-01T12:00:00Z');
let now = START;
let ctx: TestContext;
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  now = START;
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

/** Moves the app's clock on by `seconds`. */
const wait = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

async function start(user: TestUser, game: Game): Promise<GameRun> {
  const response = await ctx.request('POST', '/api/games/runs', { as: user, body: { game } });
  expect(response.statusCode, response.body).toBe(201);
  return gameRunSchema.parse(response.json());
}

const finish = (user: TestUser, runId: string, score: unknown) =>
  ctx.request('POST', `/api/games/runs/${runId}/finish`, { as: user, body: { score } });

/** A whole game: started, played for the minimum plausible time, finished with `score`. */
async function play(user: TestUser, game: Game, score: number): Promise<FinishGameResponse> {
  const run = await start(user, game);
  wait(GAME_SCORE_LIMITS[game].minSeconds);
  const response = await finish(user, run.id, score);
  expect(response.statusCode, response.body).toBe(200);
  return finishGameResponseSchema.parse(response.json());
}

async function highScores(user: TestUser) {
  const response = await ctx.request('GET', '/api/games/high-scores', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return highScoresResponseSchema.parse(response.json());
}

describe('game runs', () => {
  it("start on the server's clock", async () => {
    const user = await ctx.createUser();
    const run = await start(user, 'triadFinder');
    expect(run).toMatchObject({ game: 'triadFinder', startedAt: START.toISOString() });
    const [row] = await ctx.database.db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row).toMatchObject({ userId: user.id, finishedAt: null, score: null });
  });

  it('refuses an unknown game', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/games/runs', { as: user, body: { game: 'tetris' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.gameInvalid);
  });
});

describe('high scores', () => {
  it('are null before a finished game', async () => {
    const user = await ctx.createUser();
    await start(user, 'intervalOrganizer');
    expect(await highScores(user)).toEqual({ intervalOrganizer: null, triadFinder: null });
  });

  it.each(GAMES)('%s: only ever rise', async (game) => {
    const user = await ctx.createUser();
    const { min, max } = GAME_SCORE_LIMITS[game];
    const first = min + 2000;
    expect(await play(user, game, first)).toEqual({ game, score: first, highScore: first, newHighScore: true });
    expect(await play(user, game, min)).toEqual({ game, score: min, highScore: first, newHighScore: false });
    expect(await play(user, game, first)).toEqual({ game, score: first, highScore: first, newHighScore: false });
    expect(await play(user, game, max)).toEqual({ game, score: max, highScore: max, newHighScore: true });
    expect(await play(user, game, first)).toMatchObject({ highScore: max, newHighScore: false });
    const other: Game = game === 'triadFinder' ? 'intervalOrganizer' : 'triadFinder';
    expect(await highScores(user)).toEqual({ [game]: max, [other]: null });
    const runs = await ctx.database.db.select().from(gameRuns).where(eq(gameRuns.userId, user.id));
    expect(runs.map((run) => run.score).sort()).toEqual([first, first, first, max, min].sort());
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
  });

  it('keep the best of two games finished at the same time', async () => {
    const user = await ctx.createUser();
    const { min } = GAME_SCORE_LIMITS.intervalOrganizer;
    const [a, b] = [await start(user, 'intervalOrganizer'), await start(user, 'intervalOrganizer')];
    wait(GAME_SCORE_LIMITS.intervalOrganizer.minSeconds);
    const [ra, rb] = await Promise.all([finish(user, a.id, min + 500), finish(user, b.id, min + 900)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect((await highScores(user)).intervalOrganizer).toBe(min + 900);
    expect((rb.json() as FinishGameResponse).highScore).toBe(min + 900);
  });

  it('belong to their user', async () => {
    const [player, bystander] = [await ctx.createUser(), await ctx.createUser()];
    await play(player, 'triadFinder', GAME_SCORE_LIMITS.triadFinder.max);
    expect(await highScores(bystander)).toEqual({ intervalOrganizer: null, triadFinder: null });
  });
});

describe('finishing a game', () => {
  it.each(GAMES)('%s: refuses impossible scores and keeps the run open', async (game) => {
    const user = await ctx.createUser();
    const { min, max } = GAME_SCORE_LIMITS[game];
    const run = await start(user, game);
    wait(3600);
    for (const score of [max + 10, min - 10, min + 5, max + 1, 0, -1000]) {
      const response = await finish(user, run.id, score);
      expect(response.statusCode, String(score)).toBe(400);
      expect(errorOf(response)).toMatchObject({ message: m.scoreImpossible, field: 'score' });
    }
    for (const score of [min + 0.5, '15000', null, true, [min], { score: min }]) {
      const response = await finish(user, run.id, score);
      expect(response.statusCode, JSON.stringify(score)).toBe(400);
      expect(errorOf(response)).toMatchObject({ message: m.scoreInvalid, field: 'score' });
    }
    expect((await ctx.request('POST', `/api/games/runs/${run.id}/finish`, { as: user, body: {} })).statusCode).toBe(
      400,
    );
    expect(await highScores(user)).toEqual({ intervalOrganizer: null, triadFinder: null });
    expect((await finish(user, run.id, min)).statusCode).toBe(200);
  });

  it.each(GAMES)('%s: refuses a game shorter than its fixed waits', async (game) => {
    const user = await ctx.createUser();
    const { min, minSeconds } = GAME_SCORE_LIMITS[game];
    const run = await start(user, game);
    wait(minSeconds - 0.5);
    const early = await finish(user, run.id, min);
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe(m.tooFast);
    expect(await highScores(user)).toEqual({ intervalOrganizer: null, triadFinder: null });
    wait(0.5);
    expect((await finish(user, run.id, min)).statusCode).toBe(200);
  });

  describe('refuses more than the time the game took allows (issue 24)', () => {
    /** Finishes a new run `seconds` after its start: each refused score answers 400 and leaves it open. */
    async function judge(game: Game, seconds: number, refused: number[], accepted: number) {
      const user = await ctx.createUser();
      const run = await start(user, game);
      wait(seconds);
      for (const score of refused) {
        const response = await finish(user, run.id, score);
        expect(response.statusCode, String(score)).toBe(400);
        expect(errorOf(response)).toEqual({
          code: 'validation',
          message: m.scoreTooHighForTime(accepted),
          field: 'score',
        });
      }
      expect(await highScores(user)).toEqual({ intervalOrganizer: null, triadFinder: null });
      const response = await finish(user, run.id, accepted);
      expect(response.statusCode, response.body).toBe(200);
      expect(finishGameResponseSchema.parse(response.json())).toMatchObject({ score: accepted, newHighScore: true });
    }

    it('Interval Organizer: 24,000 after 453 s (at most 23,400: one speed bonus must have run out)', async () => {
      expect(m.scoreTooHighForTime(23_400)).toBe(
        'That score is not possible in the time this game took: it could score at most 23400.',
      );
      await judge('intervalOrganizer', 453, [24_000, 23_410], 23_400);
    });

    it('Interval Organizer: 24,000 after 29 s is reachable (28 s of waits, 15 answers in a second)', async () => {
      await judge('intervalOrganizer', 29, [], 24_000);
    });

    it('Interval Organizer: after 76 s at most 23,690 (48 s of answering, less 3 s of grace and 14 free seconds)', async () => {
      await judge('intervalOrganizer', 76, [24_000, 23_700], 23_690);
    });

    it('Triad Finder: 20,000 after 453 s (at most 19,000: one time bonus must have run out)', async () => {
      await judge('triadFinder', 453, [20_000, 19_010], 19_000);
    });

    it('Triad Finder: after 83 s at most 19,590 (53 s of play, less 3 s of grace and 9 free seconds)', async () => {
      await judge('triadFinder', 83, [20_000, 19_600], 19_590);
    });
  });

  it('finishes a run once (409 afterwards)', async () => {
    const user = await ctx.createUser();
    const run = await start(user, 'triadFinder');
    wait(GAME_SCORE_LIMITS.triadFinder.minSeconds);
    expect((await finish(user, run.id, 9000)).statusCode).toBe(200);
    const again = await finish(user, run.id, 12_000);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.runFinished);
    expect((await highScores(user)).triadFinder).toBe(9000);
  });

  it('of two finishes of one run sent together, accepts one and answers 409 to the other', async () => {
    const user = await ctx.createUser();
    const run = await start(user, 'intervalOrganizer');
    wait(GAME_SCORE_LIMITS.intervalOrganizer.minSeconds);
    const responses = await Promise.all([finish(user, run.id, 16_000), finish(user, run.id, 17_000)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const accepted = responses.find((r) => r.statusCode === 200)!.json() as FinishGameResponse;
    expect((await highScores(user)).intervalOrganizer).toBe(accepted.score);
    const [row] = await ctx.database.db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row?.score).toBe(accepted.score);
  });

  it("answers 404 for another user's run, an unknown id and an id that is not one", async () => {
    const [owner, other] = [await ctx.createUser(), await ctx.createUser()];
    const run = await start(owner, 'triadFinder');
    wait(GAME_SCORE_LIMITS.triadFinder.minSeconds);
    for (const id of [run.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await finish(other, id, 9000);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response).message).toBe(m.runNotFound);
    }
    expect(await highScores(other)).toEqual({ intervalOrganizer: null, triadFinder: null });
    expect((await finish(owner, run.id, 9000)).statusCode).toBe(200);
  });

  it('is for signed-in users only (401)', async () => {
    const user = await ctx.createUser();
    const run = await start(user, 'triadFinder');
    expect((await ctx.request('GET', '/api/games/high-scores')).statusCode).toBe(401);
    expect((await ctx.request('POST', '/api/games/runs', { body: { game: 'triadFinder' } })).statusCode).toBe(401);
    expect((await ctx.request('POST', `/api/games/runs/${run.id}/finish`, { body: { score: 9000 } })).statusCode).toBe(
      401,
    );
  });
});

describe('housekeeping', () => {
  it(`forgets games left unfinished for ${GAME_RUN_TTL_HOURS} hours, and keeps finished ones`, async () => {
    const user = await ctx.createUser();
    const db = ctx.database.db;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const [abandoned, fresh, finished] = await db
      .insert(gameRuns)
      .values([
        { userId: user.id, game: 'triadFinder', startedAt: hoursAgo(GAME_RUN_TTL_HOURS + 1) },
        { userId: user.id, game: 'triadFinder', startedAt: hoursAgo(GAME_RUN_TTL_HOURS - 1) },
        {
          userId: user.id,
          game: 'triadFinder',
          startedAt: hoursAgo(GAME_RUN_TTL_HOURS * 3),
          finishedAt: hoursAgo(GAME_RUN_TTL_HOURS * 3 - 1),
          score: 9000,
        },
      ])
      .returning({ id: gameRuns.id });
    expect(await runJob(db, gameRunsCleanup)).toBe(true);
    const left = await db.select({ id: gameRuns.id }).from(gameRuns).where(eq(gameRuns.userId, user.id));
    expect(left.map((row) => row.id).sort()).toEqual([fresh!.id, finished!.id].sort());
    expect(left.map((row) => row.id)).not.toContain(abandoned!.id);
  });
});

describe('your data', () => {
  it('exports the runs and high scores, and deleting the account removes them', async () => {
    const user = await ctx.createUser();
    await play(user, 'triadFinder', 9000);
    const data = (await ctx.request('GET', '/api/account/export', { as: user })).json() as {
      tables: Record<string, unknown[]>;
    };
    expect(data.tables.game_runs).toHaveLength(1);
    expect(data.tables.game_high_scores).toEqual([expect.objectContaining({ game: 'triadFinder', score: 9000 })]);
    const deleted = await ctx.request('DELETE', '/api/account', { as: user, body: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(gameHighScores).where(eq(gameHighScores.userId, user.id))).toEqual([]);
  });
});
