import { REMINDER_SEND_WINDOW_HOURS, REMINDER_UNSUBSCRIBE_TTL_DAYS, messages } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { practiceReminders, profiles } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { logSafeError } from '../../lib/log-safe-error.ts';
import { renderMail } from '../../lib/mail-template.ts';
import type { Clock } from '../../plugins/clock.ts';
import type { Job } from '../../lib/jobs.ts';
import type { Mailer, OutgoingMail } from '../../plugins/mail.ts';
import { getSiteInfo } from '../settings/index.ts';
import { currentStreak } from '../stats/index.ts';
import { reminderTokenKey, signReminderToken, verifyReminderToken } from './token.ts';

const DAY_MS = 86_400_000;
/** Reminders queued per run at most; the rest follow on the next run (well inside the send window). */
export const REMINDER_BATCH = 500;

export interface ReminderDeps {
  mailer: Mailer;
  clock: Clock;
  config: { publicUrl: string; sessionSecret: string; isProduction: boolean; reminderCheckSeconds: number };
  log?: FastifyBaseLogger;
}

interface DueReminder {
  userId: string;
  email: string;
  username: string | null;
  timezone: string;
  reminderTime: string;
  localDate: string;
}

/**
 * The zone names PostgreSQL knows, lower-cased (its zone lookup ignores case, like Intl's). A zone that the
 * runtime's Intl accepts but the database's tz data does not would make `at time zone` fail for the whole query,
 * so such a profile is left out instead. Read once per process: the list only changes with a server upgrade.
 */
let knownZones: Promise<string[]> | undefined;
function databaseTimeZones(db: DbOrTx): Promise<string[]> {
  knownZones ??= db
    .execute(sql`select distinct lower(name) as name from pg_timezone_names`)
    .then((result) => (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name))
    .catch((error: unknown) => {
      knownZones = undefined;
      throw error;
    });
  return knownZones;
}

/**
 * Users whose reminder is due at `now`: reminders on; their local time (their zone, in SQL) at or after their
 * reminder time and less than REMINDER_SEND_WINDOW_HOURS after it, on the same local day; no practice session
 * (pending deletion does not count) dated their local today; and no reminder yet for that local day. One query.
 */
async function dueReminders(tx: Tx, now: Date): Promise<DueReminder[]> {
  // One text parameter, split in SQL (zone names hold no commas): drivers differ in how they send arrays.
  const zones = await databaseTimeZones(tx);
  // The CASE keeps `at time zone` and the ::time cast away from rows they would fail on.
  const valid = sql`lower(p.timezone) = any(string_to_array(${zones.join(',')}, ',')) and p.practice_reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
  const result = await tx.execute(sql`
    select c.user_id as "userId", c.email, c.username, c.timezone, c.reminder_time as "reminderTime",
      c.local_now::date::text as "localDate"
    from (
      select p.id as user_id, u.email, p.username, p.timezone, p.practice_reminder_time as reminder_time,
        case when ${valid} then ${now.toISOString()}::timestamptz at time zone p.timezone end as local_now,
        case when ${valid} then p.practice_reminder_time::time end as reminder_at
      from profiles p
      join users u on u.id = p.id
      where p.daily_practice_reminder
    ) c
    where c.local_now >= c.local_now::date + c.reminder_at
      and c.local_now < c.local_now::date + c.reminder_at + make_interval(hours => ${REMINDER_SEND_WINDOW_HOURS}::int)
      and not exists (
        select 1 from practice_sessions s
        where s.user_id = c.user_id and s.scheduled_removal = false and s.date = c.local_now::date
      )
      and not exists (
        select 1 from practice_reminders r where r.user_id = c.user_id and r.local_date = c.local_now::date
      )
    order by c.local_now - (c.local_now::date + c.reminder_at) desc
    limit ${REMINDER_BATCH}
  `);
  return (result as unknown as { rows: DueReminder[] }).rows;
}

export interface ReminderMailInput {
  username: string | null;
  streakDays: number;
  reminderTime: string;
  timezone: string;
  publicUrl: string;
  offToken: string;
  /** The site settings' school name, for the HTML part's heading. */
  schoolName: string | null;
}

/**
 * The address of a reminder's List-Unsubscribe header: the one-click POST of RFC 8058 (routes.ts). The token is
 * the same signed token as the body's link to `/reminders/off#<token>`.
 */
const unsubscribeUrl = (publicUrl: string, offToken: string) =>
  `${publicUrl}/api/reminders/unsubscribe?token=${offToken}`;

/**
 * The reminder e-mail: text and HTML from the mail template, and the unsubscribe header fields that let the
 * reader's mail client offer its own "unsubscribe" (RFC 2369), in one click (RFC 8058, which requires https).
 */
export function reminderMail(input: ReminderMailInput): Omit<OutgoingMail, 'to'> {
  const offLink = `${input.publicUrl}/reminders/off#${input.offToken}`;
  const oneClick = unsubscribeUrl(input.publicUrl, input.offToken);
  const streak =
    input.streakDays > 0
      ? [`You are on a ${input.streakDays}-day practice streak. A few minutes today keeps it going.`]
      : [];
  const rendered = renderMail(
    {
      subject: messages.reminders.subject,
      lead: [input.username ? `Hi ${input.username},` : 'Hi,', 'You have not practised today yet.', ...streak],
      action: { prompt: 'Log your practice here:', label: 'Log your practice', url: `${input.publicUrl}/practice` },
      notes: [
        [
          `You get this e-mail because daily practice reminders are on in your Woodshed profile, at ${input.reminderTime} (${input.timezone}).\n`,
          'You can change the time, or turn reminders off, in your profile: ',
          { url: `${input.publicUrl}/profile` },
        ],
        ['Turn daily practice reminders off with one click (no sign-in needed):\n', { url: offLink }],
      ],
    },
    { schoolName: input.schoolName },
  );
  return {
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      ...(oneClick.startsWith('https://') ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    link: offLink,
  };
}

/**
 * Queues today's reminder for every user it is due for. Per user, in a savepoint of the job's transaction: the
 * practice_reminders row is inserted first (ON CONFLICT DO NOTHING on (user, local date)) and the e-mail is queued
 * only when that insert happened, so a rerun, a restart or another instance never sends a second one that day.
 * Returns how many were queued.
 */
export async function queueDueReminders(tx: Tx, deps: ReminderDeps, now: Date): Promise<number> {
  const due = await dueReminders(tx, now);
  if (due.length === 0) return 0;
  const key = reminderTokenKey(deps.config.sessionSecret);
  const expiresAt = new Date(now.getTime() + REMINDER_UNSUBSCRIBE_TTL_DAYS * DAY_MS);
  // Read once per run, as the messages are composed: each outbox row holds its whole message.
  const { schoolName } = await getSiteInfo(tx);
  let queued = 0;
  for (const reminder of due) {
    try {
      await tx.transaction(async (savepoint) => {
        const inserted = await savepoint
          .insert(practiceReminders)
          .values({ userId: reminder.userId, localDate: reminder.localDate, sentAt: now })
          .onConflictDoNothing()
          .returning({ userId: practiceReminders.userId });
        if (inserted.length === 0) return;
        // One more read per e-mail actually queued (at most one per user and day), never per candidate.
        const streakDays = await currentStreak(savepoint, reminder.userId, reminder.localDate);
        const mail = reminderMail({
          username: reminder.username,
          streakDays,
          reminderTime: reminder.reminderTime,
          timezone: reminder.timezone,
          publicUrl: deps.config.publicUrl,
          offToken: signReminderToken(key, reminder.userId, expiresAt),
          schoolName,
        });
        await deps.mailer.queue(savepoint, { to: reminder.email, ...mail });
        queued += 1;
      });
    } catch (error) {
      // One user's failure (rolled back to the savepoint) must not cost everyone else their reminder.
      deps.log?.error(
        { err: logSafeError(error, { production: deps.config.isProduction }), userId: reminder.userId },
        'practice reminder failed',
      );
    }
  }
  return queued;
}

/** Lock key of the reminder job (plugins/jobs.ts): arbitrary, unique among jobs. */
export const REMINDER_JOB_LOCK_KEY = 7_357_113;

/** The reminder job: runs every REMINDER_CHECK_SECONDS; wakes the mail sender once its transaction committed. */
export function createReminderJob(deps: ReminderDeps): Job {
  let queuedSinceWake = 0;
  return {
    name: 'practice-reminders',
    lockKey: REMINDER_JOB_LOCK_KEY,
    everyMs: deps.config.reminderCheckSeconds * 1000,
    async run(tx) {
      queuedSinceWake += await queueDueReminders(tx, deps, deps.clock.now());
    },
    afterCommit() {
      if (queuedSinceWake === 0) return;
      queuedSinceWake = 0;
      deps.mailer.wake();
    },
  };
}

/** Turns the reminder off for the token's user; a tampered, expired, malformed or orphaned token is refused. */
export async function turnRemindersOff(db: DbOrTx, sessionSecret: string, token: string, now: Date): Promise<void> {
  const verified = verifyReminderToken(reminderTokenKey(sessionSecret), token, now);
  if (!verified) throw badRequest(messages.reminders.linkInvalid, 'token');
  const updated = await db
    .update(profiles)
    .set({ dailyPracticeReminder: false, updatedAt: sql`now()` })
    .where(eq(profiles.id, verified.userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw badRequest(messages.reminders.linkInvalid, 'token');
}
