import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { OutboxService } from '../mail/outbox.service';
import { NewsletterService } from './newsletter.service';

/** How often each instance drops unconfirmed sign-ups past their link's life (idempotent, so instances may overlap). */
const PURGE_EVERY_MS = 15 * 60_000;

/** The list's upkeep: bounced addresses leave it, stale unconfirmed sign-ups are removed. */
@Injectable()
export class NewsletterMaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsletterMaintenanceService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly newsletter: NewsletterService,
    private readonly outbox: OutboxService,
    private readonly transactions: Transactions,
  ) {}

  onApplicationBootstrap(): void {
    this.outbox.onPermanentFailure(async (message) => {
      if (message.subscriberId !== null) await this.newsletter.markBounced(message.subscriberId);
    });
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async purge(): Promise<void> {
    if (!this.transactions.ready) return;
    try {
      const purged = await this.newsletter.purgeStalePending();
      if (purged) this.logger.log(`Removed ${purged} newsletter sign-ups that were not confirmed within 14 days.`);
    } catch (error) {
      this.logger.warn(`Unconfirmed sign-ups will be removed at the next run: ${String(error)}`);
    }
  }
}
