import { GAME_SCORE_LIMITS, GAMES, seedFrom, seededRandom, type Game, type Random } from '@woodshed/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { gameHighScores, profiles, users } from '../db/schema/index.ts';
import { DEMO_LEARNER } from './demo.ts';
import type { PracticeHabit } from './demo-pattern.ts';

/**
 * The demo school's other students (issue 14): a dozen players who are never signed in to, so every leaderboard tab
 * has a ranking around the demo learner. Each has a profile with a nickname (one only a username), a zone of their
 * own, and high scores in both games; their practice and daily XP come from demo-activity.ts with the habit given
 * here, dated relative to today and topped up after a pause like the demo accounts', so "This week" never empties.
 * All chance is seeded: the scores from the player, the practice from the player and the day of the first start.
 */

export interface DemoPlayer {
  email: string;
  username: string;
  nickname: string | null;
  /** Any IANA zone: they are spread around the world. */
  timezone: string;
  habit: PracticeHabit;
  /** 0–1: where the player's high scores fall in each game's range. */
  skill: number;
}

/** Not a hash any password can match (argon2 cannot even parse it): these accounts cannot be signed in to. */
const UNUSABLE_PASSWORD_HASH = '!demo-player';

/** Arbitrary, unique: the transaction-scoped advisory lock of this seed. */
const DEMO_PLAYERS_LOCK_KEY = 7_357_202;

const MS_PER_DAY = 86_400_000;

/**
 * A practice habit: `spanDays` of history, a current run in `run` (at least a day, so a top-up always reaches
 * today and a later start finds nothing to do), practice on other days with `chance`, sessions of `minutes`.
 */
function habit(
  spanDays: number,
  run: readonly [number, number],
  chance: number,
  minutes: readonly [number, number],
): PracticeHabit {
  return {
    spanDays,
    currentRun: run,
    practiceChance: chance,
    missedWeek: spanDays >= 60 ? { lengthDays: [5, 8], endsDaysAgo: [run[1] + 10, run[1] + 25] } : null,
    minutes: { start: [minutes[0], Math.round((minutes[0] + minutes[1]) / 2)], end: minutes },
    secondSessionChance: spanDays >= 90 ? 0.25 : 0.1,
    customFocusChance: 0.1,
    noteChance: 0.2,
  };
}

const player = (
  name: string,
  nickname: string | null,
  timezone: string,
  skill: number,
  practice: PracticeHabit,
): DemoPlayer => ({
  email: `${name}@players.woodshed.local`,
  username: name,
  nickname,
  timezone,
  habit: practice,
  skill,
});

/**
 * From the keenest to the newest. The learner (90 days, a 9–12 day run, level 5–7) falls in the middle of every
 * board: four players practise longer and more often, four less, and the rest about as much.
 */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  player('mia_fretwell', 'FretQueen', 'Europe/Berlin', 0.95, habit(180, [25, 40], 0.9, [30, 120])),
  player('baron_barre', 'BarreChordBaron', 'America/New_York', 0.88, habit(160, [14, 30], 0.85, [30, 90])),
  player('ravi_riffs', 'RiffRaff', 'Asia/Kolkata', 0.8, habit(150, [12, 20], 0.82, [20, 75])),
  player('pete_penta', 'PentatonicPete', 'Australia/Adelaide', 0.7, habit(120, [10, 16], 0.8, [20, 70])),
  player('lena.strings', null, 'Europe/London', 0.62, habit(100, [8, 12], 0.72, [15, 60])),
  player('carla_capo', 'CapoCarla', 'America/Sao_Paulo', 0.55, habit(90, [6, 10], 0.7, [20, 60])),
  player('kenji_strum', 'Strumbelina', 'Asia/Tokyo', 0.45, habit(75, [4, 8], 0.65, [15, 50])),
  player('noa_slide', 'BottleneckNoa', 'Pacific/Auckland', 0.4, habit(60, [3, 6], 0.6, [15, 45])),
  player('amara_blues', 'BluesBird', 'Africa/Lagos', 0.3, habit(45, [2, 5], 0.55, [10, 40])),
  player('sita_chords', 'Chordinator', 'Asia/Kathmandu', 0.22, habit(30, [1, 3], 0.5, [10, 35])),
  player('oli_open', 'OpenTuningOli', 'America/Phoenix', 0.15, habit(21, [1, 2], 0.45, [10, 30])),
  // A newcomer: little all time, a full week, so "This week" ranks them well.
  player('ned_newstrings', 'NewStringsNed', 'America/Los_Angeles', 0.08, habit(10, [7, 7], 1, [30, 60])),
];

/** Where the learner's high scores fall (the middle of the players'). */
const LEARNER_SKILL = 0.5;

/** Two players share a Triad Finder score, so the board shows a tie (ranks 1, 2, 2, 4). */
const TIED_TRIAD_FINDER: readonly [string, string] = ['pete_penta', 'lena.strings'];

/**
 * A high score: the skill's place in the game's range plus some luck, in steps of 10 like every real score.
 */
function highScore(random: Random, game: Game, skill: number): number {
  const { min, max } = GAME_SCORE_LIMITS[game];
  const place = Math.min(1, Math.max(0, skill * 0.85 + random() * 0.15));
  return Math.round((min + (max - min) * place) / 10) * 10;
}

/** Each player's (and the learner's) high score per game: pure, the same on every start and machine. */
export function demoHighScores(): Map<string, Record<Game, number>> {
  const scores = new Map<string, Record<Game, number>>();
  const entries: Array<[string, number]> = [
    ...DEMO_PLAYERS.map((p): [string, number] => [p.email, p.skill]),
    [DEMO_LEARNER.email, LEARNER_SKILL],
  ];
  for (const [email, skill] of entries) {
    const random = seededRandom(seedFrom(`high-scores:${email}`));
    scores.set(email, {
      intervalOrganizer: highScore(random, 'intervalOrganizer', skill),
      triadFinder: highScore(random, 'triadFinder', skill),
    });
  }
  const [leader, follower] = TIED_TRIAD_FINDER.map((name) => `${name}@players.woodshed.local`);
  scores.get(follower!)!.triadFinder = scores.get(leader!)!.triadFinder;
  return scores;
}

async function insertHighScores(
  tx: Tx,
  accounts: ReadonlyArray<{ id: string; email: string }>,
  scores: Map<string, Record<Game, number>>,
  now: Date,
): Promise<void> {
  const values = accounts.flatMap(({ id, email }, index) =>
    GAMES.map((game, g) => ({
      userId: id,
      game,
      score: scores.get(email)![game],
      // Set a few days apart over the last weeks.
      achievedAt: new Date(now.getTime() - (1 + ((index * 5 + g * 3) % 20)) * MS_PER_DAY),
    })),
  );
  if (values.length > 0) await tx.insert(gameHighScores).values(values).onConflictDoNothing();
}

/** The players' usernames and nicknames that someone already has, lower-cased. */
async function takenNames(tx: Tx): Promise<Set<string>> {
  const names = DEMO_PLAYERS.flatMap((p) => (p.nickname ? [p.username, p.nickname] : [p.username])).map((name) =>
    name.toLowerCase(),
  );
  const rows = await tx
    .select({ username: profiles.username, nickname: profiles.leaderboardNickname })
    .from(profiles)
    .where(sql`lower(${profiles.username}) in ${names} or lower(${profiles.leaderboardNickname}) in ${names}`);
  return new Set(
    rows.flatMap((row) => [row.username, row.nickname]).flatMap((name) => (name ? [name.toLowerCase()] : [])),
  );
}

/**
 * Creates the players that do not exist yet (with their profiles and high scores) and, with them, the demo
 * learner's high scores. Their practice follows from seedDemoActivity (DEMO_ACTIVITY lists them). When every
 * player exists, one query and nothing else: a second start adds nothing. Returns how many players were created.
 */
export async function seedDemoPlayers(db: Db, now: Date): Promise<number> {
  const emails = DEMO_PLAYERS.map((p) => p.email);
  const existing = async (tx: Db | Tx) =>
    new Set(
      (await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => u.email),
    );
  if ((await existing(db)).size === DEMO_PLAYERS.length) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PLAYERS_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    const present = await existing(tx);
    const taken = await takenNames(tx);
    // A real student may already use one of these names (unique ignoring case): that player is left out.
    const missing = DEMO_PLAYERS.filter(
      (p) => !present.has(p.email) && ![p.username, p.nickname].some((name) => name && taken.has(name.toLowerCase())),
    );
    if (missing.length === 0) return 0;
    const joined = (p: DemoPlayer) => new Date(now.getTime() - p.habit.spanDays * MS_PER_DAY);
    const created = await tx
      .insert(users)
      .values(
        missing.map((p) => ({
          email: p.email,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          createdAt: joined(p),
          updatedAt: joined(p),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(created.map((u) => [u.email, u.id]));
    await tx.insert(profiles).values(
      missing.map((p) => ({
        id: idOf.get(p.email)!,
        username: p.username,
        leaderboardNickname: p.nickname,
        timezone: p.timezone,
        membershipLevel: 1,
        createdAt: joined(p),
        updatedAt: joined(p),
      })),
    );
    const learner = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_LEARNER.email]));
    await insertHighScores(tx, [...created, ...learner], demoHighScores(), now);
    return missing.length;
  });
}
