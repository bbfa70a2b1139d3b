import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link worth logging in outbox mode, so an operator without SMTP can pass it on. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Every message is recorded in mail_outbox. With SMTP_URL it is also delivered; without it
 * (outbox mode) the link is logged for the operator (DESIGN §2, Mail).
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : undefined;
  app.decorate('mailer', {
    async send(mail) {
      const [row] = await app.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        app.log.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'mail stored in outbox (no SMTP_URL set)');
        return;
      }
      try {
        await transport.sendMail({ from: app.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        if (row) await app.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        // The message stays in the outbox; the caller's answer must not reveal delivery problems.
        app.log.error({ err: (err as Error).message, to: mail.to }, 'mail delivery failed');
      }
    },
  } satisfies Mailer);
});
