import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { retryDelayMs } from './backoff';
import { EdgePurgeQueue } from './edge-purge-queue';
import { createPurger, mergeTags, Purger } from './purgers';

/** Purges claimed at once: every due purge in one call (their tags merged), so a burst of edits costs one purge. */
const BATCH_SIZE = 100;
/**
 * A purge falls due the moment its edit is safe to purge; edits made within this long of it (the
 * other writes of one burst, which came a few requests later) go out with it rather than each alone.
 */
const BURST_MS = 500;

/**
 * Sends queued purges on every instance: every EDGE_PURGE_POLL_MS, and when a write on this instance
 * queued one, as soon as it is due. One run at a time per instance; instances share the work through
 * the queue's claims, so each purge is sent once.
 */
@Injectable()
export class EdgePurgeWorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EdgePurgeWorkerService.name);
  private readonly purger: Purger | null;
  private timer: NodeJS.Timeout | null = null;
  private readonly wakeups = new Set<NodeJS.Timeout>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private failing = false;

  constructor(
    private readonly queue: EdgePurgeQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.purger = config.edge.purger ? createPurger(config.edge.purger, config.edge.purge.timeoutMs) : null;
  }

  onApplicationBootstrap(): void {
    if (!this.purger) return;
    this.queue.onNudge((delayMs) => {
      const wakeup = setTimeout(() => {
        this.wakeups.delete(wakeup);
        this.kick();
      }, delayMs);
      wakeup.unref();
      this.wakeups.add(wakeup);
    });
    this.timer = setInterval(() => this.kick(), this.config.edge.purge.pollMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    for (const wakeup of this.wakeups) clearTimeout(wakeup);
    this.wakeups.clear();
    await this.running;
  }

  /** Starts a run, or asks the current one to look again when it ends. */
  kick(): void {
    if (this.stopping || !this.purger) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => {
        // The database itself failed (claims could not be read or recorded): the leases bring the purges back.
        if (!this.failing) this.logger.warn(`Purges will be tried again shortly: ${String(error)}`);
        this.failing = true;
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopping) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when this instance's current run (if any) has ended; for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    const purger = this.purger!;
    while (!this.stopping) {
      const burstDueAt = await this.queue.burstDueAt(BURST_MS, BATCH_SIZE);
      const wait = burstDueAt ? burstDueAt.getTime() - Date.now() : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (this.stopping) break;
      // As of the burst's time at least: a timer may fire a millisecond early by the clock, which would
      // leave the burst's last purge a moment short of due, for another claim of its own.
      const now = new Date();
      const batch = await this.queue.claim(BATCH_SIZE, burstDueAt && burstDueAt > now ? burstDueAt : now);
      if (batch.length === 0) break;
      const tags = mergeTags(batch.map((purge) => purge.tags));
      try {
        await purger.purge(tags);
        await this.queue.finish(batch, { status: 'sent', sentAt: new Date(), lastError: null });
        if (this.failing) this.logger.log(`Purges reach the ${purger.name} again.`);
        this.failing = false;
      } catch (error) {
        const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
        const attempts = Math.max(...batch.map((purge) => purge.attempts));
        if (attempts >= this.config.edge.purge.maxAttempts) {
          await this.queue.finish(batch, { status: 'failed', lastError: reason });
          this.logger.error(`A purge of ${tags.join(' ')} failed for good after ${attempts} attempts: ${reason}`);
        } else {
          const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, this.config.edge.purge.retryBaseMs));
          await this.queue.finish(batch, { status: 'queued', nextAttemptAt, lastError: reason });
          if (!this.failing) this.logger.warn(`The ${purger.name} refused a purge of ${tags.join(' ')}; retrying: ${reason}`);
          this.failing = true;
        }
        // Retried later: nothing more to send in this run.
        return;
      }
    }
  }
}
