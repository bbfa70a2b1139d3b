import { messages, type ProfileUpdate } from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameClaims, profiles } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { errorOf } from '../library/test-fixtures.ts';
import { claimStoredNames, nameSkeleton } from './name-claims.ts';

describe('nameSkeleton (UTS #39 after NFKC, ignoring case)', () => {
  it.each([
    ['paypal', 'pаypаl', 'Cyrillic а'],
    ['admin', 'аdmin', 'Cyrillic а'],
    ['admin', 'ADMIN', 'case'],
    ['admin', 'ａｄｍｉｎ', 'fullwidth (NFKC)'],
    ['m', 'rn', "confusables.txt's m → rn"],
    ['samstrums', 'SamStrums', 'case'],
    ['samstrums', 'ＳａｍＳｔｒｕｍｓ', 'fullwidth'],
    ['samstrums', 'ЅаmЅtrumѕ', 'Cyrillic Ѕ, а, ѕ'],
    ['samstrums', 'SαmStrums', 'Greek α'],
    ['bob0', 'bobo', "a zero's prototype O, folded"],
    ['l1', 'll', "one's prototype l"],
  ])('%s and %s share one (%s)', (plain, lookAlike) => {
    expect(nameSkeleton(lookAlike)).toBe(nameSkeleton(plain));
  });

  it.each([
    ['admin', 'admins'],
    ['sam', 'tam'],
    ['picker-12', 'picker-13'],
  ])('%s and %s differ', (one, other) => {
    expect(nameSkeleton(one)).not.toBe(nameSkeleton(other));
  });
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const m = messages.profile;
let counter = 0;
const update = (overrides: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  username: `strummer-${(++counter).toString(36)}x`,
  bio: '',
  gear: [],
  genres: [],
  influences: [],
  timezone: 'UTC',
  weeklyGoalHours: 7,
  dailyPracticeReminder: false,
  practiceReminderTime: '09:00',
  leaderboardNickname: null,
  ...overrides,
});
const put = (user: TestUser, overrides: Partial<ProfileUpdate>) =>
  ctx.request('PUT', '/api/profile', { as: user, body: update(overrides) });
const refusal = async (user: TestUser, overrides: Partial<ProfileUpdate>) => {
  const response = await put(user, overrides);
  expect(response.statusCode, response.body).toBe(409);
  return errorOf(response);
};

describe('look-alike usernames and nicknames', () => {
  it('refuses the username аdmin (Cyrillic а) while admin exists, with a message naming the field', async () => {
    await ctx.createUser({ username: 'admin' });
    const user = await ctx.createUser();
    expect(await refusal(user, { username: 'аdmin' })).toEqual({
      code: 'conflict',
      message: m.usernameLookAlike,
      field: 'username',
    });
    expect(await refusal(user, { username: 'ADMIN' })).toMatchObject({ message: m.usernameTaken, field: 'username' });
    expect((await put(user, { username: 'admins' })).statusCode).toBe(200);
  });

  it("refuses a nickname that is another user's username, or looks like one", async () => {
    const owner = await ctx.createUser();
    expect((await put(owner, { username: 'fretwork' })).statusCode).toBe(200);
    const user = await ctx.createUser();
    expect(await refusal(user, { leaderboardNickname: 'Fretwork' })).toEqual({
      code: 'conflict',
      message: m.nicknameTaken,
      field: 'leaderboardNickname',
    });
    expect(await refusal(user, { leaderboardNickname: 'frеtwork' })).toMatchObject({
      message: m.nicknameLookAlike,
      field: 'leaderboardNickname',
    });
    // And a username that is another user's nickname.
    expect((await put(owner, { username: 'fretwork', leaderboardNickname: 'SlideKing' })).statusCode).toBe(200);
    expect(await refusal(user, { username: 'slideking' })).toMatchObject({ message: m.usernameTaken });
  });

  it.each(['SamStrums', 'ＳａｍＳｔｒｕｍｓ', 'ЅаmЅtrumѕ', 'SαmStrums', 'samstrums'])(
    'refuses the nickname %s while samstrums is taken',
    async (nickname) => {
      const [owner, user] = await Promise.all([ctx.createUser(), ctx.createUser()]);
      // Once per run of the table: the owner gives the name up again at the end.
      expect((await put(owner, { leaderboardNickname: 'samstrums' })).statusCode).toBe(200);
      const error = await refusal(user, { leaderboardNickname: nickname });
      expect(error.field).toBe('leaderboardNickname');
      expect((await put(owner, { leaderboardNickname: null })).statusCode).toBe(200);
      // Given up, it is free for the next.
      expect((await put(user, { leaderboardNickname: nickname })).statusCode).toBe(200);
      expect((await put(user, { leaderboardNickname: null })).statusCode).toBe(200);
    },
  );

  it('lets a user have one name as both username and nickname, and keep it', async () => {
    const user = await ctx.createUser();
    expect((await put(user, { username: 'TwelveBar', leaderboardNickname: 'twelvebar' })).statusCode).toBe(200);
    expect((await put(user, { username: 'TwelveBar', leaderboardNickname: 'ＴｗｅｌｖｅＢａｒ' })).statusCode).toBe(
      200,
    );
    const rows = await ctx.database.db.select().from(nameClaims).where(eq(nameClaims.userId, user.id));
    expect(rows).toEqual([{ skeleton: nameSkeleton('twelvebar'), userId: user.id }]);
    // Moving off a name frees it.
    expect((await put(user, { username: 'TwelveBars', leaderboardNickname: null })).statusCode).toBe(200);
    const other = await ctx.createUser();
    expect((await put(other, { username: 'twelvebar' })).statusCode).toBe(200);
  });

  it('lets only one of two users racing for look-alike names have one (the primary key decides)', async () => {
    const [first, second] = await Promise.all([ctx.createUser(), ctx.createUser()]);
    const answers = await Promise.all([put(first, { username: 'raceway' }), put(second, { username: 'rаcewаy' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('claims names stored before the rule at start; a clash keeps its name but cannot be copied', async () => {
    const [older, newer, later] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    // Written past the claims, as names were before them: two look-alikes.
    await ctx.database.db.update(profiles).set({ username: 'oldtimer' }).where(eq(profiles.id, older.id));
    await ctx.database.db.update(profiles).set({ username: 'оldtimer' }).where(eq(profiles.id, newer.id));
    await claimStoredNames(ctx.database.db);
    const owners = await ctx.database.db
      .select()
      .from(nameClaims)
      .where(eq(nameClaims.skeleton, nameSkeleton('oldtimer')));
    expect(owners).toEqual([{ skeleton: nameSkeleton('oldtimer'), userId: older.id }]);
    // The newer account may keep saving its profile with its name, but nobody else may take the look.
    expect((await put(newer, { username: 'оldtimer' })).statusCode).toBe(200);
    expect(await refusal(later, { username: 'OLDTIMER' })).toMatchObject({ field: 'username' });
    // A second start has nothing new to claim.
    await claimStoredNames(ctx.database.db);
    expect(await ctx.database.db.select().from(nameClaims).where(eq(nameClaims.userId, newer.id))).toEqual([]);
  });
});
