import type { HistoryResponse, PracticeSession } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

/** Issue 12: both lists are newest practice date first, then newest logged — not simply newest logged. */

const TODAY = '2026-06-01';
const YESTERDAY = '2026-05-31';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => new Date('2026-06-01T12:00:00Z') } });
});
afterAll(async () => {
  await ctx.close();
});

async function log(user: TestUser, date: string): Promise<string> {
  const response = await ctx.request('POST', '/api/practice/sessions', { as: user, body: { date, duration: 20 } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { session: PracticeSession }).session.id;
}

async function ids(user: TestUser, url: string): Promise<string[]> {
  const response = await ctx.request('GET', url, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as HistoryResponse | { items: PracticeSession[] }).items.map((session) => session.id);
}

describe('practice lists order by date, then by when logged (newest first)', () => {
  let user: TestUser;
  let today: string;
  let yesterday: string;
  let todayLater: string;

  beforeAll(async () => {
    user = await ctx.createUser();
    today = await log(user, TODAY);
    yesterday = await log(user, YESTERDAY); // typed in after today's session
    todayLater = await log(user, TODAY);
  });

  it('the recent list on /practice lists a session dated yesterday, logged later, below today', async () => {
    expect(await ids(user, '/api/practice/sessions')).toEqual([todayLater, today, yesterday]);
  });

  it('the history lists it the same way', async () => {
    expect(await ids(user, '/api/practice/history')).toEqual([todayLater, today, yesterday]);
    expect(await ids(user, '/api/practice/history?pageSize=1&page=3')).toEqual([yesterday]);
  });

  it("the history's pending-deletion toggle orders the same way", async () => {
    for (const id of [yesterday, today]) {
      const response = await ctx.request('POST', `/api/practice/sessions/${id}/delete`, { as: user });
      expect(response.statusCode).toBe(200);
    }
    expect(await ids(user, '/api/practice/history?status=deleted')).toEqual([today, yesterday]);
  });
});
