/**
 * A worker thread that renders pages (see RenderThread): the server bundle runs here, so a render's
 * 50–250 ms of CPU never holds the event loop that answers cached pages and API reads. The page's API
 * calls are sent back to the main thread, which answers them in-process as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerBundle } from '@ddu/shared/pages/render-contract';
import type { RenderThreadMessage, RenderThreadReply } from './render-thread';
import { TextResponse } from './text-response';
import { lowerThisThreadsPriority } from './thread-priority';

const { bundleFile, origin } = workerData as { bundleFile: string; origin: string };
// Renders yield the CPU to the main thread: a cached answer never queues behind a flood of renders.
lowerThisThreadsPriority();
const port = parentPort!;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle found at run time
const bundle = require(bundleFile) as ServerBundle;

let nextFetch = 0;
const fetches = new Map<number, (reply: Extract<RenderThreadMessage, { kind: 'fetched' }>) => void>();

bundle.configureServerRendering({
  origin,
  transport: (url, init) =>
    new Promise<Response>((resolve) => {
      const id = ++nextFetch;
      fetches.set(id, (reply) => resolve(new TextResponse(reply.body, { status: reply.status, headers: reply.headers })));
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const message: RenderThreadReply = {
        kind: 'fetch',
        id,
        url,
        method: init.method ?? 'GET',
        headers,
        body: typeof init.body === 'string' ? init.body : undefined,
      };
      port.postMessage(message);
    }),
});

port.on('message', (message: RenderThreadMessage) => {
  if (message.kind === 'fetched') {
    fetches.get(message.id)?.(message);
    fetches.delete(message.id);
    return;
  }
  bundle.renderPage(message.url).then(
    (page) => port.postMessage({ kind: 'rendered', id: message.id, page } satisfies RenderThreadReply),
    (error: unknown) =>
      port.postMessage({
        kind: 'failed',
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderThreadReply),
  );
});
