import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedPurge {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A local stand-in for a purge endpoint (a Varnish server, Fastly's or Cloudflare's API): records
 * every request and answers with `answer`, which a test may change between requests.
 */
export interface PurgeStub {
  url: string;
  received: ReceivedPurge[];
  answer: (request: ReceivedPurge) => { status: number; body: unknown };
  close: () => Promise<void>;
}

export async function startPurgeStub(answer: PurgeStub['answer']): Promise<PurgeStub> {
  const stub: Partial<PurgeStub> & { received: ReceivedPurge[] } = { received: [], answer };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: Date.now() };
      stub.received.push(request);
      const reply = stub.answer!(request);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub as PurgeStub;
}

/**
 * A stand-in Varnish for purges: Node's HTTP parser refuses methods it does not know, and `BAN` is
 * one, so this reads the request head off the socket itself and answers 200 (Varnish's synth).
 */
export async function startBanStub(): Promise<PurgeStub> {
  const stub: Partial<PurgeStub> & { received: ReceivedPurge[] } = { received: [] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [requestLine = '', ...lines] = head.slice(0, end).split('\r\n');
      const [method = '', url = ''] = requestLine.split(' ');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      stub.received.push({ method, url, headers, body: '', at: Date.now() });
      head = head.slice(end + 4);
      socket.write('HTTP/1.1 200 Banned\r\ncontent-length: 0\r\n\r\n');
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.answer = () => ({ status: 200, body: '' });
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets from fetch would hold close() open.
      for (const socket of sockets) socket.destroy();
    });
  return stub as PurgeStub;
}

/** Fastly's documented answer to a purge by surrogate keys: each key with its purge id. */
export function fastlyAccepts(request: ReceivedPurge): { status: number; body: unknown } {
  const keys = (JSON.parse(request.body || '{}') as { surrogate_keys?: string[] }).surrogate_keys ?? [];
  return { status: 200, body: Object.fromEntries(keys.map((key, i) => [key, `108-1391560174-97412${i}`])) };
}

/** Cloudflare's documented envelope for a purge. */
export function cloudflareAccepts(): { status: number; body: unknown } {
  return { status: 200, body: { success: true, errors: [], messages: [], result: { id: '023e105f4ecef8ad9ca31a8372d0c353' } } };
}

export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
