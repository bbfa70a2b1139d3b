import { messages, type Profile, type ProfileUpdate } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { errorOf } from '../library/test-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const m = messages.profile;
let counter = 0;
/** A valid form as the page sends it, with a name no other test uses. */
const validUpdate = (overrides: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  username: `picker-${++counter}`,
  bio: 'Fingerstyle, mostly.',
  gear: ['Martin D-28'],
  genres: ['Folk', 'Blues'],
  influences: ['Tommy Emmanuel'],
  timezone: 'America/Chicago',
  weeklyGoalHours: 7,
  dailyPracticeReminder: false,
  practiceReminderTime: '09:00',
  leaderboardNickname: null,
  ...overrides,
});
const put = (user: TestUser, body: unknown) => ctx.request('PUT', '/api/profile', { as: user, body });
const get = async (user: TestUser): Promise<Profile> => {
  const response = await ctx.request('GET', '/api/profile', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Profile;
};

describe('GET /api/profile', () => {
  it("shows a new user's defaults: UTC, 7 hours, reminder off at 09:00, 'Free', level 0", async () => {
    const user = await ctx.createUser();
    expect(await get(user)).toEqual({
      username: null,
      bio: null,
      gear: [],
      genres: [],
      influences: [],
      timezone: 'UTC',
      weeklyGoalHours: 7,
      membershipLevel: 'Free',
      dailyPracticeReminder: false,
      practiceReminderTime: '09:00',
      leaderboardNickname: null,
      level: { xp: 0, level: 0, nextLevel: 1, progressPercent: 0, xpNeeded: 100 },
      updatedAt: expect.any(String),
    });
  });

  it('names the membership level and shows the level the XP earns', async () => {
    const user = await ctx.createUser();
    await ctx.database.db.update(profiles).set({ membershipLevel: 2 }).where(eq(profiles.id, user.id));
    const { awardXp } = await import('../xp/index.ts');
    await ctx.database.db.transaction((tx) =>
      awardXp(tx, { receiverId: user.id, amount: 450, description: 'Test', systemAward: true }),
    );
    const profile = await get(user);
    expect(profile.membershipLevel).toBe('Student');
    // Level 2 needs 300 XP, level 3 600: 150 of 300 on the way is 50 %.
    expect(profile.level).toEqual({ xp: 450, level: 2, nextLevel: 3, progressPercent: 50, xpNeeded: 150 });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/profile')).statusCode).toBe(401);
    expect((await ctx.request('PUT', '/api/profile', { body: validUpdate() })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves every field, trimmed, and reads them back', async () => {
    const user = await ctx.createUser();
    const response = await put(
      user,
      validUpdate({
        username: '  slide-player ',
        bio: '  Slide guitar in open G.  ',
        gear: [' Resonator ', 'Glass slide'],
        timezone: 'Pacific/Auckland',
        weeklyGoalHours: 12.5,
        dailyPracticeReminder: true,
        practiceReminderTime: '21:45',
        leaderboardNickname: ' SlideKing ',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await get(user);
    expect(saved).toMatchObject({
      username: 'slide-player',
      bio: 'Slide guitar in open G.',
      gear: ['Resonator', 'Glass slide'],
      genres: ['Folk', 'Blues'],
      influences: ['Tommy Emmanuel'],
      timezone: 'Pacific/Auckland',
      weeklyGoalHours: 12.5,
      dailyPracticeReminder: true,
      practiceReminderTime: '21:45',
      leaderboardNickname: 'SlideKing',
    });
    expect(response.json()).toEqual(saved);
  });

  it('stores a blank bio and a blank nickname as null', async () => {
    const user = await ctx.createUser();
    expect((await put(user, validUpdate({ bio: 'x', leaderboardNickname: 'Nick-1' }))).statusCode).toBe(200);
    expect((await put(user, validUpdate({ bio: '   ', leaderboardNickname: '  ' }))).statusCode).toBe(200);
    const saved = await get(user);
    expect(saved.bio).toBeNull();
    expect(saved.leaderboardNickname).toBeNull();
  });

  it('refuses a username or nickname another user has, ignoring case (409), and keeps the stored profile', async () => {
    const first = await ctx.createUser();
    const second = await ctx.createUser();
    expect(
      (await put(first, validUpdate({ username: 'Riffmaster', leaderboardNickname: 'Shredder' }))).statusCode,
    ).toBe(200);
    const before = await get(second);

    const sameName = await put(second, validUpdate({ username: 'RIFFMASTER' }));
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName)).toMatchObject({ message: m.usernameTaken, field: 'username' });

    const sameNickname = await put(second, validUpdate({ leaderboardNickname: 'shredder' }));
    expect(sameNickname.statusCode).toBe(409);
    expect(errorOf(sameNickname)).toMatchObject({ message: m.nicknameTaken, field: 'leaderboardNickname' });
    expect(await get(second)).toEqual(before);

    // Saving one's own name again, in another case, is fine.
    expect(
      (await put(first, validUpdate({ username: 'riffMaster', leaderboardNickname: 'SHREDDER' }))).statusCode,
    ).toBe(200);
  });

  it('lets only one of two users racing for the same name have it (the unique index decides)', async () => {
    const [first, second] = await Promise.all([ctx.createUser(), ctx.createUser()]);
    for (const field of ['username', 'leaderboardNickname'] as const) {
      const name = `Racer-${field.length}`;
      const answers = await Promise.all([
        put(first, validUpdate({ [field]: name })),
        put(second, validUpdate({ [field]: name.toUpperCase() })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(errorOf(refused).field).toBe(field);
    }
  });

  it('knows which name a duplicate hit from the unique index the database names', async () => {
    const [first, second] = await Promise.all([ctx.createUser(), ctx.createUser()]);
    await ctx.database.db.update(profiles).set({ leaderboardNickname: 'Twin' }).where(eq(profiles.id, first.id));
    const duplicate = await ctx.database.db
      .update(profiles)
      .set({ leaderboardNickname: 'TWIN' })
      .where(eq(profiles.id, second.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(violatedConstraint(duplicate)).toBe('profiles_leaderboard_nickname_lower_key');
  });

  it.each([
    ['a short username', { username: 'ab' }, m.nameLength('Username'), 'username'],
    ['a long username', { username: 'a'.repeat(31) }, m.nameLength('Username'), 'username'],
    ['a username with spaces', { username: 'two words' }, m.nameCharacters('Username'), 'username'],
    ['a nickname starting with a dot', { leaderboardNickname: '.dot' }, undefined, 'leaderboardNickname'],
    ['a long bio', { bio: 'b'.repeat(1001) }, m.bioLength, 'bio'],
    ['a blank gear entry', { gear: ['Amp', '  '] }, m.listItemBlank('Gear'), 'gear.1'],
    ['a repeated genre', { genres: ['Blues', 'blues'] }, m.listRepeats('Genres'), 'genres'],
    [
      '31 influences',
      { influences: Array.from({ length: 31 }, (_, i) => `Player ${i}`) },
      m.listTooLong('Influences'),
      'influences',
    ],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, messages.auth.timeZoneInvalid, 'timezone'],
    ['a weekly goal below 0.5', { weeklyGoalHours: 0 }, m.weeklyGoalRange, 'weeklyGoalHours'],
    ['a weekly goal above 40', { weeklyGoalHours: 40.5 }, m.weeklyGoalRange, 'weeklyGoalHours'],
    ['a weekly goal off the 0.5 steps', { weeklyGoalHours: 7.25 }, m.weeklyGoalRange, 'weeklyGoalHours'],
    ['a reminder time of 24:00', { practiceReminderTime: '24:00' }, m.reminderTimeInvalid, 'practiceReminderTime'],
    ['a reminder time without minutes', { practiceReminderTime: '9' }, m.reminderTimeInvalid, 'practiceReminderTime'],
  ] as const)('refuses %s (400) with a message naming the field', async (_label, overrides, message, field) => {
    const user = await ctx.createUser();
    const before = await get(user);
    const response = await put(user, validUpdate(overrides as Partial<ProfileUpdate>));
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await get(user)).toEqual(before);
  });

  it('accepts every IANA zone, such as India, Nepal and the Chatham Islands', async () => {
    const user = await ctx.createUser();
    for (const timezone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Sao_Paulo']) {
      expect((await put(user, validUpdate({ timezone }))).statusCode).toBe(200);
      expect((await get(user)).timezone).toBe(timezone);
    }
  });

  it('moves today to the new zone at once: the dashboard follows the saved zone', async () => {
    const user = await ctx.createUser();
    expect((await put(user, validUpdate({ timezone: 'Pacific/Kiritimati' }))).statusCode).toBe(200);
    const dashboard = await ctx.request('GET', '/api/dashboard?range=7', { as: user });
    expect((dashboard.json() as { timezone: string }).timezone).toBe('Pacific/Kiritimati');
  });
});
