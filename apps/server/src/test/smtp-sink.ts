import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The message as it came over the wire (header and body, CRLF line ends). */
  raw: string;
  /** mailparser's reading of it: headers, html, the parts' structure. */
  parsed: ParsedMail;
}

/** A local SMTP server for API tests: it can wait before answering, or refuse every message. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Messages that reached DATA, accepted or refused. */
  attempts: number;
  /** Milliseconds to wait before answering each message. */
  delayMs: number;
  /** Refuse messages with a temporary error (451). */
  failing: boolean;
  /** Resolves when `count` messages have been accepted in all. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    attempts: 0,
    delayMs: 0,
    failing: false,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`the SMTP sink received ${sink.received.length} of ${count} messages`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      sink.attempts += 1;
      buffer(stream)
        .then(async (raw) => {
          const mail = await simpleParser(raw);
          if (sink.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
          if (sink.failing) {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            return;
          }
          sink.received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            raw: raw.toString('utf8'),
            parsed: mail,
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
