import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

/** Messages claimed at once: small, so a crashed instance strands few and others share the work. */
const BATCH_SIZE = 50;

/**
 * Sends the outbox on every instance: every OUTBOX_POLL_MS, and at once when something is queued.
 * One run at a time per instance; several instances share the work through the outbox's claims.
 */
@Injectable()
export class OutboxWorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxWorkerService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  /** Logged once per outage (e.g. the first seconds of a fresh start, before the migrations ran), not every poll. */
  private failing = false;

  constructor(
    private readonly outbox: OutboxService,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.outbox.smtpConfigured) {
      this.logger.log('No mail server is configured (SMTP_HOST): e-mails wait in the outbox until one is.');
      return;
    }
    this.outbox.onNudge(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.config.outbox.pollMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Starts a run, or asks the current one to look again when it ends. */
  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => {
        if (this.failing) this.logger.log('The outbox is being sent again.');
        this.failing = false;
      })
      .catch((error) => {
        if (!this.failing) this.logger.warn(`The outbox will be tried again shortly: ${String(error)}`);
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
    if (!this.transactions.ready) return;
    while (!this.stopping) {
      const batch = await this.outbox.claim({ limit: BATCH_SIZE });
      if (batch.length === 0) return;
      await this.sendBatch(batch);
    }
  }

  /** Sends with as many messages in flight as the pool has connections. */
  private async sendBatch(batch: OutboxMessage[]): Promise<void> {
    const queue = [...batch];
    const lanes = Array.from({ length: Math.min(this.config.outbox.maxConnections, queue.length) }, async () => {
      for (let message = queue.shift(); message; message = queue.shift()) {
        if (this.stopping) {
          queue.unshift(message);
          return;
        }
        await this.outbox.deliver(message);
      }
    });
    await Promise.all(lanes);
    // Shutting down: what was claimed but not started goes back at once instead of waiting out its lease.
    if (queue.length) await this.outbox.release(queue);
  }
}
