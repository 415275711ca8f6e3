import * as net from 'node:net';
import { createTestApp, TestApp } from './support/test-app';

/** Writes `head`, then the body one byte every `everyMs`; resolves with what the server answered and when. */
function trickle(port: number, head: string, body: string, everyMs: number): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    };
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish() : reject(error),
    );
  });
}

describe('Connection limits', () => {
  let sut: TestApp;
  let port: number;

  beforeAll(async () => {
    sut = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } });
    await sut.app.listen({ port: 0, host: '127.0.0.1' });
    port = (sut.app.getHttpServer().address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('cuts a request whose body trickles in with 408 within the configured timeout', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', consent: true });
    const head =
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    // A byte every 300 ms would take ~15 s for this body.
    const { answer, afterMs } = await trickle(port, head, body, 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(1500 + 2000);
  });

  it('cuts a request whose headers trickle in', async () => {
    const { answer, afterMs } = await trickle(port, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: ' + 'a'.repeat(100), 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(1500 + 2000);
  });
});
