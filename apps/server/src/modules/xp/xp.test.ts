import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userXp, xpAwards } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { awardXp, awardXpMany, getUserXp, type XpAwardInput } from './service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const award = (input: XpAwardInput) => ctx.database.db.transaction((tx) => awardXp(tx, input));

async function sumOfAwards(userId: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ amount: xpAwards.amount })
    .from(xpAwards)
    .where(eq(xpAwards.receiverId, userId));
  return rows.reduce((total, row) => total + row.amount, 0);
}

describe('getUserXp', () => {
  it('is 0 before the first award', async () => {
    const user = await ctx.createUser();
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);
    expect(await ctx.database.db.select().from(userXp).where(eq(userXp.userId, user.id))).toHaveLength(0);
  });
});

describe('awardXp', () => {
  it('records the award and keeps user_xp equal to the sum of the awards', async () => {
    const user = await ctx.createUser();
    const admin = await ctx.createUser({ isSuperadmin: true });
    expect(await award({ receiverId: user.id, amount: 100, description: 'Welcome', systemAward: true })).toBe(100);
    expect(
      await award({
        receiverId: user.id,
        giverId: admin.id,
        amount: 50,
        description: 'Great recital',
        systemAward: false,
      }),
    ).toBe(50);
    expect(
      await award({
        receiverId: user.id,
        giverId: admin.id,
        amount: -20,
        description: 'Correction',
        systemAward: false,
      }),
    ).toBe(-20);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(130);
    expect(await sumOfAwards(user.id)).toBe(130);

    const rows = await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, user.id));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.description === 'Great recital')).toMatchObject({
      giverId: admin.id,
      amount: 50,
      systemAward: false,
      awardKey: null,
      awardedAt: expect.any(Date),
    });
  });

  it('awards a keyed award once per receiver, and answers 0 for the repeat', async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    const daily = { amount: 27, description: 'Daily practice', systemAward: true, awardKey: 'daily:2026-06-01' };
    expect(await award({ receiverId: user.id, ...daily })).toBe(27);
    expect(await award({ receiverId: user.id, ...daily, amount: 99 })).toBe(0);
    expect(await award({ receiverId: user.id, ...daily, awardKey: 'daily:2026-06-02' })).toBe(27);
    // The key is per receiver.
    expect(await award({ receiverId: other.id, ...daily })).toBe(27);
    // Keyless awards repeat.
    expect(await award({ receiverId: user.id, amount: 5, description: 'Bonus', systemAward: false })).toBe(5);
    expect(await award({ receiverId: user.id, amount: 5, description: 'Bonus', systemAward: false })).toBe(5);

    expect(await getUserXp(ctx.database.db, user.id)).toBe(64);
    expect(await sumOfAwards(user.id)).toBe(64);
    expect(await getUserXp(ctx.database.db, other.id)).toBe(27);
  });

  it('awards a key once under concurrent transactions', async () => {
    const user = await ctx.createUser();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        award({
          receiverId: user.id,
          amount: 40,
          description: 'Achievement',
          systemAward: true,
          awardKey: 'achievement:7',
        }),
      ),
    );
    expect(results.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 0, 0, 40]);
    // Keyless concurrent awards all count.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        award({ receiverId: user.id, amount: 3, description: 'Tip', systemAward: false }),
      ),
    );
    expect(await getUserXp(ctx.database.db, user.id)).toBe(64);
    expect(await sumOfAwards(user.id)).toBe(64);
  });

  it('awards several at once, skipping keys already given, per receiver', async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    const at = new Date('2026-02-01T10:00:00Z');
    const daily = (receiverId: string, date: string, amount: number): XpAwardInput => ({
      receiverId,
      amount,
      description: 'Daily practice',
      systemAward: true,
      awardKey: `daily:${date}`,
      awardedAt: at,
    });
    const many = (inputs: XpAwardInput[]) => ctx.database.db.transaction((tx) => awardXpMany(tx, inputs));
    expect(await many([daily(user.id, '2026-02-01', 27), daily(other.id, '2026-02-01', 29)])).toBe(56);
    expect(await many([daily(user.id, '2026-02-01', 27), daily(user.id, '2026-02-02', 31)])).toBe(31);
    expect(await many([])).toBe(0);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(58);
    expect(await getUserXp(ctx.database.db, other.id)).toBe(29);
    const [first] = await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, other.id));
    expect(first?.awardedAt.toISOString()).toBe(at.toISOString());
  });

  it('keeps totals equal to the sum of awards under many concurrent transactions of mixed awards', async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.database.db.transaction(async (tx) => {
          await awardXp(tx, { receiverId: user.id, amount: 5 + i, description: 'Tip', systemAward: false });
          await awardXp(tx, {
            receiverId: user.id,
            amount: 50,
            description: 'Achievement',
            systemAward: true,
            awardKey: `achievement:${i % 3}`,
          });
          await awardXpMany(tx, [
            { receiverId: other.id, amount: 2, description: 'Both', systemAward: true },
            { receiverId: user.id, amount: 3, description: 'Both', systemAward: true, awardKey: `both:${i % 4}` },
          ]);
        }),
      ),
    );
    // 5 + 6 + … + 16 = 126, three keyed achievements, four keyed "both".
    expect(await getUserXp(ctx.database.db, user.id)).toBe(126 + 150 + 12);
    expect(await sumOfAwards(user.id)).toBe(126 + 150 + 12);
    expect(await getUserXp(ctx.database.db, other.id)).toBe(24);
    expect(await sumOfAwards(other.id)).toBe(24);
  });

  it("rolls back with the caller's transaction", async () => {
    const user = await ctx.createUser();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await awardXp(tx, {
          receiverId: user.id,
          amount: 10,
          description: 'Lost',
          systemAward: true,
          awardKey: 'lost',
        });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);
    expect(await sumOfAwards(user.id)).toBe(0);
    // The key is free again.
    expect(
      await award({ receiverId: user.id, amount: 10, description: 'Found', systemAward: true, awardKey: 'lost' }),
    ).toBe(10);
  });

  it('keeps the invariant over a mixed sequence of awards', async () => {
    const user = await ctx.createUser();
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 40; i++) {
      const amount = (next() % 300) - 50;
      const key = next() % 3 === 0 ? `k:${next() % 10}` : null;
      await award({ receiverId: user.id, amount, description: 'Mixed', systemAward: key !== null, awardKey: key });
      expect(await getUserXp(ctx.database.db, user.id)).toBe(await sumOfAwards(user.id));
    }
  });

  it('refuses an amount that is not a whole number', async () => {
    const user = await ctx.createUser();
    await expect(award({ receiverId: user.id, amount: 1.5, description: 'Half', systemAward: true })).rejects.toThrow(
      'integer',
    );
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);
  });
});
