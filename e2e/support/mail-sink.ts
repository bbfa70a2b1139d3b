/**
 * A local SMTP server for the end-to-end tests: the app delivers real e-mail to it over SMTP, and the
 * tests read what arrived over HTTP (GET /messages?to=address). Nothing leaves the machine.
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2527);

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}
const inbox: StoredMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((err: Error) => callback(err));
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${HTTP_PORT}`);
    if (url.pathname === '/healthz') {
      res.end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(inbox.filter((m) => !to || m.to.includes(to))));
      return;
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(HTTP_PORT, '127.0.0.1');
