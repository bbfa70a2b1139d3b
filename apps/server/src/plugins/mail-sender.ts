import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Job } from '../lib/jobs.ts';
import { logSafeError, shortErrorDescription } from '../lib/log-safe-error.ts';

/** Attempts per message before the sender gives up (the row stays, unsent, with last_error). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Wait after the n-th failed attempt: 1, 2, 4, 8, 16, 32, 60, 60 … minutes (about two hours in all). */
export const MAIL_BACKOFF_CAP_MINUTES = 60;
/** A claimed row is left alone by other senders this long; after a crash mid-send it becomes due again. */
export const MAIL_CLAIM_LEASE_MINUTES = 10;
/** How often the sender looks for due mail when nobody nudged it. */
export const MAIL_POLL_MS = 5_000;
const BATCH_SIZE = 5;

export const backoffMinutes = (failedAttempts: number): number =>
  Math.min(2 ** Math.max(failedAttempts - 1, 0), MAIL_BACKOFF_CAP_MINUTES);

/** What the sender needs of nodemailer; tests may pass their own. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

/** SMTP with timeouts short enough that one stuck server cannot hold a claim past its lease. */
export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport> {
  // Loaded only when SMTP is configured, so a start without it does not pay for it.
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed and scheduled for another attempt. */
  failed: number;
  /** Failed for the last time. */
  gaveUp: number;
  /** Claimed but handed back unsent because the sender is stopping. */
  released: number;
}

export interface DeliveryOptions {
  from: string;
  log?: FastifyBaseLogger;
  /** config.isProduction, for the error logs (lib/log-safe-error.ts). */
  production?: boolean;
  /** Tests move time forward; by default the database's now(), the same clock that stamps new rows. */
  now?: Date;
  batchSize?: number;
  /** Asked before each message: true hands the rest of the batch back (app closing). */
  shouldStop?: () => boolean;
}

/**
 * Claims up to one batch of due, unsent mail and delivers it. The claim is its own short transaction
 * (`FOR UPDATE SKIP LOCKED`, so several instances share the work); no transaction is open while SMTP talks,
 * which matters most for PGlite's single connection.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const now: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const report: DeliveryReport = { claimed: 0, sent: 0, failed: 0, gaveUp: 0, released: 0 };
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS)),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(options.batchSize ?? BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`${now} + ${MAIL_CLAIM_LEASE_MINUTES}::int * interval '1 minute'`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        headers: mailOutbox.headers,
        attempts: mailOutbox.attempts,
      });
  });
  report.claimed = claimed.length;

  for (const mail of claimed) {
    // Only ours while the claim holds: a row another sender has since claimed is not touched.
    const stillOurs = and(
      eq(mailOutbox.id, mail.id),
      eq(mailOutbox.attempts, mail.attempts),
      isNull(mailOutbox.sentAt),
    );
    if (options.shouldStop?.()) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now })
        .where(stillOurs);
      report.released += 1;
      continue;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      // Logged and stored without the message, its link or the recipient's reply text.
      const safe = logSafeError(error, { production: options.production ?? true });
      const lastError = shortErrorDescription(safe);
      const final = mail.attempts >= MAIL_MAX_ATTEMPTS;
      const retryIn = backoffMinutes(mail.attempts);
      await db
        .update(mailOutbox)
        .set(final ? { lastError } : { lastError, nextAttemptAt: sql`${now} + ${retryIn}::int * interval '1 minute'` })
        .where(stillOurs);
      if (final) {
        report.gaveUp += 1;
        options.log?.error(
          { mailId: mail.id, attempt: mail.attempts, err: safe },
          'mail delivery failed for the last time; giving up',
        );
      } else {
        report.failed += 1;
        options.log?.warn(
          { mailId: mail.id, attempt: mail.attempts, retryInMinutes: retryIn, err: safe },
          'mail delivery failed; will retry',
        );
      }
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`${now}`, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    report.sent += 1;
    options.log?.debug({ mailId: mail.id, attempt: mail.attempts }, 'mail sent');
  }
  return report;
}

/** Sent mail is kept a day, any other a week: the messages carry reset links, useless (and sensitive) by then. */
export const MAIL_KEEP_SENT_HOURS = 24;
export const MAIL_KEEP_UNSENT_DAYS = 7;

export async function deleteOldMail(db: DbOrTx): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        lt(mailOutbox.sentAt, sql`now() - ${MAIL_KEEP_SENT_HOURS}::int * interval '1 hour'`),
        lt(mailOutbox.createdAt, sql`now() - ${MAIL_KEEP_UNSENT_DAYS}::int * interval '1 day'`),
      ),
    );
}

/** Hourly: sent mail over a day old and any mail over a week old leave the outbox. */
export const mailHousekeeping: Job = {
  name: 'mail-housekeeping',
  lockKey: 7_357_103,
  async run(tx) {
    await deleteOldMail(tx);
  },
};

export interface MailSender {
  /** Look for due mail soon (after a request committed a message). Coalesces; a no-op once stopped. */
  wake(): void;
  start(): void;
  /** Clears the timer, hands unsent claims back and waits for the message in flight; no query after it. */
  stop(): Promise<void>;
}

export interface SenderOptions extends Omit<DeliveryOptions, 'now' | 'shouldStop'> {
  /** Told what each batch did, or that it failed (the metrics). */
  onBatch?: (report: DeliveryReport | 'failed') => void;
}

export function createMailSender(db: Db, transport: MailTransport, options: SenderOptions): MailSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const batchSize = options.batchSize ?? BATCH_SIZE;

  const drain = async () => {
    do {
      again = false;
      try {
        const report = await deliverDueMail(db, transport, { ...options, batchSize, shouldStop: () => stopped });
        options.onBatch?.(report);
        // A full batch: there may be more due right now.
        if (report.claimed === batchSize) again = true;
      } catch (error) {
        options.onBatch?.('failed');
        options.log?.error(
          { err: logSafeError(error, { production: options.production ?? true }) },
          'mail sender failed',
        );
        return;
      }
    } while (again && !stopped);
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  };

  return {
    wake() {
      if (stopped) return;
      // After the current request's own work: the claim needs PGlite's one connection too.
      setImmediate(run);
    },
    start() {
      if (stopped || timer) return;
      run();
      timer = setInterval(run, MAIL_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close?.();
    },
  };
}
