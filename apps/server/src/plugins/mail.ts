import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createMailSender, createSmtpTransport, mailHousekeeping, type MailSender } from './mail-sender.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, by name (a reminder's List-Unsubscribe); nodemailer writes the standard ones. */
  headers?: Record<string, string>;
  /** Logged outside production when there is no SMTP_URL, so an operator can pass it on. Never in production. */
  link?: string;
}

export interface Mailer {
  /**
   * Writes the message to mail_outbox through the caller's database or transaction, so it commits (or not)
   * with the caller's work. Nothing is sent here: no request waits on SMTP.
   */
  queue(db: DbOrTx, mail: OutgoingMail): Promise<void>;
  /** Call after the transaction that queued mail committed: the background sender looks at once. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail goes through mail_outbox (Mail). With SMTP_URL and background work enabled
 * (`buildApp({ runJobs })`), the sender in mail-sender.ts delivers it with retries; without SMTP_URL the
 * messages stay in the outbox and, outside production, their links are logged.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: { sendInBackground?: boolean }) => {
  app.jobs.add(mailHousekeeping);
  const { smtpUrl, isProduction } = app.config;
  let sender: MailSender | undefined;
  if (smtpUrl && options.sendInBackground) {
    sender = createMailSender(app.db, await createSmtpTransport(smtpUrl), {
      from: app.config.mailFrom,
      log: app.log.child({ component: 'mail-sender' }),
      production: isProduction,
      onBatch: (report) => app.metrics.mailBatch(report),
    });
    const started = sender;
    app.addHook('onReady', async () => started.start());
    // Before onClose, where the server closes the database: the sender finishes its message and stops querying.
    app.addHook('preClose', async () => started.stop());
  }

  app.decorate('mailer', {
    async queue(db, mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (smtpUrl) return;
      if (isProduction) app.log.info({ mailId: row?.id }, 'mail stored in outbox (no SMTP_URL set)');
      else
        app.log.info(
          { mailId: row?.id, to: mail.to, subject: mail.subject, link: mail.link },
          'mail stored in outbox (no SMTP_URL set)',
        );
    },
    wake() {
      sender?.wake();
    },
  } satisfies Mailer);
});
