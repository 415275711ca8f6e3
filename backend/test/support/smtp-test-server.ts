import { AddressInfo } from 'node:net';
import { simpleParser, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SmtpConfig } from '../../src/config/app-config';

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
  raw: string;
}

/** What the server answers for one message: accept (undefined) or an SMTP error code and text. */
export type Refusal = { code: number; message: string } | undefined;

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** How long the server takes to accept each message (a slow mail server). */
  delayMs: number;
  /** Decides the answer to each message (called once per delivery attempt). */
  refuse: (to: string, attempt: number) => Refusal;
  /** Resolves when at least `count` messages have been accepted, or rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  attemptsFor: (to: string) => number;
  /** The site's SMTP settings for sending to this server (plain, no login), from the address `from`. */
  settings: (from: string) => SmtpConfig;
  close: () => Promise<void>;
}

/** A real SMTP server (smtp-server) in the test process; accepted messages are parsed with mailparser. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const state: SmtpTestServer = {
    port: 0,
    delayMs: 0,
    received,
    refuse: () => undefined,
    attemptsFor: (to) => attempts.get(to.toLowerCase()) ?? 0,
    settings: (from) => ({ host: '127.0.0.1', port: state.port, secure: false, from }),
    waitFor: async (count, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} messages, the SMTP server received ${received.length}.`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      const attempt = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, attempt);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refusal = state.refuse(to, attempt);
        if (refusal) {
          const error = new Error(refusal.message) as Error & { responseCode: number };
          error.responseCode = refusal.code;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        // Parsed before the message is acknowledged, so `received` is complete when the sender hears 250.
        simpleParser(raw).then(
          (parsed) => {
            setTimeout(() => {
              received.push({ to, parsed, raw });
              callback();
            }, state.delayMs);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  return state;
}
