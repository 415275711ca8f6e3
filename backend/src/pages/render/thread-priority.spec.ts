import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as ts from 'typescript';
import { RENDER_THREAD_NICE } from './thread-priority';

/** A thread's nice value, field 19 of /proc/self/task/<tid>/stat (the fields after the command's closing parenthesis start at 3). */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]);
}

/** Runs the real thread-priority.ts (compiled here) in a worker thread; resolves with the worker's thread id and answer while it still runs. */
function inWorker(): Promise<{ threadId: number; lowered: boolean; finish: () => Promise<number> }> {
  const source = readFileSync(path.join(__dirname, 'thread-priority.ts'), 'utf8');
  const compiled = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const code = `
    const { parentPort } = require('node:worker_threads');
    const module = { exports: {} };
    (function (exports, module) { ${compiled} })(module.exports, module);
    const lowered = module.exports.lowerThisThreadsPriority();
    const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    parentPort.postMessage({ threadId, lowered });
    parentPort.once('message', () => process.exit(0));`;
  const worker = new Worker(code, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', ({ threadId, lowered }: { threadId: number; lowered: boolean }) =>
      resolve({
        threadId,
        lowered,
        finish: () => {
          const exited = new Promise<number>((done) => worker.once('exit', done));
          worker.postMessage('done');
          return exited;
        },
      }),
    );
  });
}

const onLinux = process.platform === 'linux' ? describe : describe.skip;

onLinux('lowerThisThreadsPriority', () => {
  it('lowers only the calling thread: the render thread runs at nice 10, the main thread keeps its priority', async () => {
    const mainThread = process.pid;
    const before = niceOf(mainThread);
    const worker = await inWorker();
    try {
      expect(worker.lowered).toBe(true);
      expect(worker.threadId).not.toBe(mainThread);
      expect(niceOf(worker.threadId)).toBe(Math.max(before, RENDER_THREAD_NICE));
      expect(niceOf(mainThread)).toBe(before);
    } finally {
      await worker.finish();
    }
  });
});
