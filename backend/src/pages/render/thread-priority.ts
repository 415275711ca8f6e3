import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The nice value of the render thread: Linux schedules each thread on its own, so a render thread at
 * 10 gets the CPU only when the main thread (cached pages, API reads) has nothing to do — on two busy
 * cores that is what keeps cached answers as fast during a flood of renders as when idle.
 */
export const RENDER_THREAD_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority, not the whole process's: on Linux
 * `/proc/thread-self` names this thread's id, and setpriority on a thread id touches only that thread
 * (raising one's own nice value needs no privilege). Elsewhere, or when /proc is missing, nothing
 * changes and false is returned.
 */
export function lowerThisThreadsPriority(nice = RENDER_THREAD_NICE): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Never asks for a higher priority than it has (a server started under nice 15 stays there).
    if (getPriority(threadId) < nice) setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
