import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Contact } from '../src/contact/contact.entity';
import { ContactController } from '../src/contact/contact.controller';
import { createTestApp, TestApp } from './support/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server that accepts every message, so the test sees exactly what was sent. */
async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250 sink\r\n');
        } else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

const validMessage = {
  name: 'Priya',
  email: 'priya@example.com',
  subject: 'Which BCD for a first trip to Ningaloo?',
  message: 'Hi team, I am booking my first liveaboard and would love a BCD recommendation. Thanks!',
};

describe(ContactController.name, () => {
  let sut: TestApp;
  let nextClient = 1;

  beforeAll(async () => {
    // No SMTP configured: messages are saved and emailSent is false.
    sut = await createTestApp({ config: (c) => ({ ...c, smtp: null, formThrottle: { maxRequests: 3, windowMinutes: 10 } }) });
  });
  afterAll(async () => {
    await sut?.close();
  });

  function send(app: TestApp, payload: unknown, remoteAddress = `10.1.0.${nextClient++}`) {
    return app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
  }

  async function storedBySubject(app: TestApp, subject: string): Promise<Contact[]> {
    return app.app.get(DataSource).getRepository(Contact).findBy({ subject });
  }

  describe('sendContactMessage', () => {
    it('saves the message and answers emailSent false when SMTP is not configured', async () => {
      const res = await send(sut, validMessage);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailSent: false });
      const [stored] = await storedBySubject(sut, validMessage.subject);
      expect(stored).toMatchObject({ name: 'Priya', email: 'priya@example.com', message: validMessage.message });
    });

    it('saves the message and answers emailSent false when the mail server cannot be reached', async () => {
      const failing = await createTestApp({
        databaseUrl: sut.databaseUrl,
        config: (c) => ({ ...c, smtp: { host: '127.0.0.1', port: 1, secure: false, from: 'site@example.com' } }),
      });
      try {
        const subject = 'Saved even though mail fails';
        const res = await send(failing, { ...validMessage, subject });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ emailSent: false });
        expect(await storedBySubject(sut, subject)).toHaveLength(1);
      } finally {
        await failing.close();
      }
    });

    it('e-mails the owner and answers emailSent true when SMTP works', async () => {
      const sink = await startSmtpSink();
      const mailing = await createTestApp({
        databaseUrl: sut.databaseUrl,
        config: (c) => ({
          ...c,
          contactRecipient: 'owner@divedownunder.test',
          smtp: { host: '127.0.0.1', port: sink.port, secure: false, from: 'site@divedownunder.test' },
        }),
      });
      try {
        const subject = 'Mailed to the owner';
        const res = await send(mailing, { ...validMessage, subject });
        expect(res.json()).toEqual({ emailSent: true });
        expect(sink.mails).toHaveLength(1);
        expect(sink.mails[0].to.join()).toContain('owner@divedownunder.test');
        expect(sink.mails[0].data).toContain(`Subject: [Dive Down Under] ${subject}`);
        expect(sink.mails[0].data).toContain('Reply-To: Priya <priya@example.com>');
        expect(sink.mails[0].data).toContain('Hi team, I am booking my first');
        expect(await storedBySubject(sut, subject)).toHaveLength(1);
      } finally {
        await mailing.close();
        await sink.close();
      }
    });

    it('folds line breaks in the subject so they cannot inject mail headers', async () => {
      const res = await send(sut, { ...validMessage, subject: 'Hello\r\nBcc: victim@example.com' });
      expect(res.statusCode).toBe(200);
      expect(await storedBySubject(sut, 'Hello Bcc: victim@example.com')).toHaveLength(1);
    });

    it.each([
      ['a missing name', { name: '' }, 'Please enter your name.'],
      ['a long name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
      ['an invalid email', { email: 'priya-at-example' }, 'Please enter a valid email address.'],
      ['a missing subject', { subject: '  ' }, 'Please enter a subject.'],
      ['a long subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.'],
      ['a short message', { message: 'Hi there' }, 'Message must be between 10 and 5000 characters.'],
      ['a long message', { message: 'm'.repeat(5001) }, 'Message must be between 10 and 5000 characters.'],
      ['an unknown field', { phone: '0400 000 000' }, 'property phone should not exist'],
    ])('refuses %s with a readable 400 and stores nothing', async (_name, change, message) => {
      const subject = `Invalid: ${_name}`;
      const res = await send(sut, { ...validMessage, subject, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await storedBySubject(sut, subject)).toHaveLength(0);
    });

    it('refuses a 10 MB message without storing it', async () => {
      const subject = 'Huge message';
      const res = await send(sut, { ...validMessage, subject, message: 'x'.repeat(10 * 1024 * 1024) });
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
      expect(await storedBySubject(sut, subject)).toHaveLength(0);
    });
  });

  describe('throttling', () => {
    it('answers 429 after the limit, stores nothing more, and a second instance sees the same counter', async () => {
      const client = '192.0.2.20';
      for (let i = 0; i < 3; i++) expect((await send(sut, validMessage, client)).statusCode).toBe(200);
      const subject = 'Throttled message';
      const res = await send(sut, { ...validMessage, subject }, client);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many requests. Please try again in 10 minutes.');
      expect(await storedBySubject(sut, subject)).toHaveLength(0);

      const other = await createTestApp({ databaseUrl: sut.databaseUrl, config: (c) => ({ ...c, formThrottle: sut.config.formThrottle }) });
      try {
        expect((await send(other, validMessage, client)).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('counts contact and newsletter separately', async () => {
      const res = await sut.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'separate-counter@example.com' },
        remoteAddress: '192.0.2.20',
      });
      expect(res.statusCode).toBe(201);
    });
  });
});
