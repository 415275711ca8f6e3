import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderTransport } from '@ddu/shared/pages/render-contract';
import { bodyTextOf } from './text-response';

/** Main thread -> worker. */
export type RenderThreadMessage =
  | { kind: 'render'; id: number; url: string }
  | { kind: 'fetched'; id: number; status: number; headers: Record<string, string>; body: string | null };

/** Worker -> main thread. */
export type RenderThreadReply =
  | { kind: 'fetch'; id: number; url: string; method: string; headers: Record<string, string>; body?: string }
  | { kind: 'rendered'; id: number; page: RenderedPage }
  | { kind: 'failed'; id: number; error: string };

/** The compiled worker; absent when the server runs from TypeScript sources (tests), which render in-process. */
const WORKER_FILE = path.join(__dirname, 'render-worker.js');

/**
 * Renders pages in a worker thread, so the main event loop only moves bytes. The page's API calls
 * come back here and go through `transport` (Fastify's inject): the same validation and cache as any
 * client. A worker that dies is replaced; the renders it had fail (and are answered like a failed render).
 */
export class RenderThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>();
  private closing = false;

  private constructor(
    private readonly bundleFile: string,
    private readonly origin: string,
    private readonly transport: RenderTransport,
  ) {}

  static available(): boolean {
    return fs.existsSync(WORKER_FILE);
  }

  static start(bundleFile: string, origin: string, transport: RenderTransport): RenderThread {
    const thread = new RenderThread(bundleFile, origin, transport);
    thread.spawn();
    return thread;
  }

  render(url: string): Promise<RenderedPage> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker!.postMessage({ kind: 'render', id, url } satisfies RenderThreadMessage);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker?.terminate();
  }

  private spawn(): void {
    const worker = new Worker(WORKER_FILE, { workerData: { bundleFile: this.bundleFile, origin: this.origin } });
    // Never keeps the process alive on its own (shutdown closes the server, then exits).
    worker.unref();
    worker.on('message', (reply: RenderThreadReply) => void this.onReply(worker, reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      this.failAll(new Error('The render worker stopped'));
      if (!this.closing && this.worker === worker) this.spawn();
    });
    this.worker = worker;
  }

  private async onReply(worker: Worker, reply: RenderThreadReply): Promise<void> {
    if (reply.kind === 'fetch') {
      let answer: RenderThreadMessage;
      try {
        const response = await this.transport(reply.url, { method: reply.method, headers: reply.headers, body: reply.body });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          headers[key] = value;
        });
        answer = { kind: 'fetched', id: reply.id, status: response.status, headers, body: await bodyTextOf(response) };
      } catch {
        answer = { kind: 'fetched', id: reply.id, status: 503, headers: {}, body: null };
      }
      worker.postMessage(answer);
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.kind === 'rendered') waiting.resolve(reply.page);
    else waiting.reject(new Error(reply.error));
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
