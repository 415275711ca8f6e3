import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the length of a test, on the port scripts/e2e.sh points the site's SMTP
 * settings at (E2E_SMTP_PORT): the test reads the e-mails the site sends as a subscriber would.
 */
export interface Mailbox {
  /**
   * The next e-mail to `to` (lower-case), waiting up to `timeoutMs` for it; with `subject`, the next
   * one with that subject (other tests' e-mails still being retried may arrive to the same address).
   */
  next: (to: string, options?: { subject?: string; timeoutMs?: number }) => Promise<ParsedMail>;
  all: (to: string) => ParsedMail[];
  close: () => Promise<void>;
}

export async function openMailbox(): Promise<Mailbox> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run the browser tests through scripts/e2e.sh.');
  const received: { to: string; mail: ParsedMail }[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    all: (to) => received.filter((r) => r.to === to).map((r) => r.mail),
    next: async (to, { subject, timeoutMs = 20_000 } = {}) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((r) => r.to === to && !taken.has(r.mail) && (subject === undefined || r.mail.subject === subject));
        if (found) {
          taken.add(found.mail);
          return found.mail;
        }
        if (Date.now() > until) throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms.`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path and query of the first link in `text` that leads to `pathname` on the site. */
export function sitePathOf(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/\//g, '\\/')}\\?token=[^\\s"<>]+`).exec(text);
  if (!match) throw new Error(`No ${pathname} link in the e-mail.`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
