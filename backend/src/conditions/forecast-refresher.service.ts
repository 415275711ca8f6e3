import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ForecastStamp, ForecastStore, SitePlace, StoredForecast } from './forecast-store';
import { OpenMeteoClient, UpstreamError } from './open-meteo.client';
import { toSiteForecast } from './site-forecast';

/** A site's forecast is fetched at most once in this time. */
export const FORECAST_MAX_AGE_MS = 60 * 60 * 1000;
/** Places asked for in one upstream request: 295 sites are 6 batches, 12 requests an hour. */
export const BATCH_SIZE = 50;
/** A stale site's stored row is looked up again at most this often (another instance may have fetched it). */
const RECHECK_STORE_MS = 60 * 1000;
/** How often the featured sites are looked at to keep them fresh. */
const WARM_EVERY_MS = 5 * 60 * 1000;

export function isFresh(stamp: ForecastStamp, place: SitePlace, now = Date.now()): boolean {
  return stamp.latitude === place.latitude && stamp.longitude === place.longitude && now - stamp.fetchedAt.getTime() < FORECAST_MAX_AGE_MS;
}

/**
 * Fetches and keeps the dive sites' forecasts. A site whose forecast is missing or older than an hour
 * is fetched together with the other stale sites of its batch (the sites in id order, cut every
 * BATCH_SIZE), one request per API for the lot. One fetch per site at a time, however many visitors
 * ask; after a failure the upstream is left alone for a while. Every good forecast is stored, so a
 * restart or another instance reads it instead of fetching again.
 */
@Injectable()
export class ForecastRefresher implements OnApplicationBootstrap, BeforeApplicationShutdown, OnModuleDestroy {
  private readonly logger = new Logger(ForecastRefresher.name);
  private readonly known = new Map<number, StoredForecast>();
  private readonly checkedStoreAt = new Map<number, number>();
  private readonly inflight = new Map<number, Promise<void>>();
  private readonly saving = new Set<Promise<void>>();
  private placesCache: Promise<SitePlace[]> | null = null;
  private pausedUntil = 0;
  private warmTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Bumped whenever a forecast is stored by this instance (cache keys of answers made from several sites). */
  version = 0;
  /** When the last fetch failed, if the latest fetch failed. */
  failingSince: Date | null = null;

  constructor(
    private readonly store: ForecastStore,
    private readonly client: OpenMeteoClient,
    private readonly versions: ContentVersionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.versions.onChange((topics) => {
      if (topics.includes('dive-sites')) this.placesCache = null;
    });
    if (this.config.openMeteo.keepFeaturedWarm) {
      this.warmTimer = setInterval(() => void this.warmFeatured(), WARM_EVERY_MS);
      this.warmTimer.unref();
      setTimeout(() => void this.warmFeatured(), 5_000).unref();
    }
  }

  /** Forecasts being written are finished before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.saving);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.warmTimer) clearInterval(this.warmTimer);
  }

  /** Every site's place by id, read once until a dive site changes. */
  async places(): Promise<Map<number, SitePlace>> {
    this.placesCache ??= this.store.places().catch((error: unknown) => {
      this.placesCache = null;
      throw error;
    });
    return new Map((await this.placesCache).map((p) => [p.id, p]));
  }

  /**
   * The site's forecast: the stored one when fresh, else fetched (waiting at most OPEN_METEO_REQUEST_WAIT_MS),
   * else the last good one for these coordinates however old, else null.
   */
  async forecastFor(place: SitePlace): Promise<StoredForecast | null> {
    const stored = await this.lookUp(place);
    if (stored && isFresh(stored, place)) return stored;
    await waitAtMost(this.refreshSite(place.id), this.config.openMeteo.requestWaitMs);
    return this.usable(this.known.get(place.id), place);
  }

  /** Fetches every stale site (the directory's outlook), waiting at most OPEN_METEO_REQUEST_WAIT_MS. */
  async refreshAll(): Promise<void> {
    const places = [...(await this.places()).values()];
    const stamps = new Map((await this.store.stamps(places.map((p) => p.id))).map((s) => [s.siteId, s]));
    const stale = places.filter((p) => !this.inflight.has(p.id) && !(stamps.get(p.id) && isFresh(stamps.get(p.id)!, p)));
    // One site per batch starts it; the batch takes the others along.
    const batches = new Map<number, number>();
    const order = places.map((p) => p.id);
    for (const p of stale) if (!batches.has(batchOf(order, p.id))) batches.set(batchOf(order, p.id), p.id);
    const runs: Promise<void>[] = [];
    for (const id of batches.values()) runs.push(this.refreshSite(id));
    await waitAtMost(Promise.all(runs), this.config.openMeteo.requestWaitMs);
  }

  /** Every stored forecast that is still usable for its site's coordinates (for the directory's outlook). */
  async allUsable(): Promise<StoredForecast[]> {
    const places = await this.places();
    // Only the rows newer than this instance's copies are read whole (another instance fetched them).
    const stamps = await this.store.stamps([...places.keys()]);
    const newer = stamps.filter((s) => !this.known.has(s.siteId) || this.known.get(s.siteId)!.fetchedAt < s.fetchedAt).map((s) => s.siteId);
    for (const row of await this.store.load(newer)) this.known.set(row.siteId, row);
    return [...this.known.values()].filter((f) => this.usable(f, places.get(f.siteId)) !== null);
  }

  private async warmFeatured(): Promise<void> {
    try {
      const featured = [...(await this.places()).values()].filter((p) => p.featured);
      for (const place of featured) {
        const stored = await this.lookUp(place);
        if (!stored || !isFresh(stored, place)) await this.refreshSite(place.id);
      }
    } catch (error) {
      this.logger.warn(`Keeping featured sites' forecasts fresh failed: ${String(error)}`);
    }
  }

  private async lookUp(place: SitePlace): Promise<StoredForecast | null> {
    const inMemory = this.known.get(place.id);
    if (inMemory && isFresh(inMemory, place)) return inMemory;
    const checked = this.checkedStoreAt.get(place.id) ?? 0;
    if (Date.now() - checked >= RECHECK_STORE_MS) {
      this.checkedStoreAt.set(place.id, Date.now());
      const [row] = await this.store.load([place.id]);
      if (row && (!inMemory || row.fetchedAt > inMemory.fetchedAt)) this.known.set(place.id, row);
    }
    return this.usable(this.known.get(place.id), place);
  }

  private usable(forecast: StoredForecast | undefined, place: SitePlace | undefined): StoredForecast | null {
    if (!forecast || !place) return null;
    return forecast.latitude === place.latitude && forecast.longitude === place.longitude ? forecast : null;
  }

  /** Resolves when the site's batch has been fetched (or failed); never rejects. */
  private refreshSite(siteId: number): Promise<void> {
    const running = this.inflight.get(siteId);
    if (running) return running;
    if (Date.now() < this.pausedUntil) return Promise.resolve();
    const run = this.fetchBatchOf(siteId).finally(() => {
      if (this.inflight.get(siteId) === run) this.inflight.delete(siteId);
    });
    this.inflight.set(siteId, run);
    return run;
  }

  private async fetchBatchOf(siteId: number): Promise<void> {
    try {
      const places = [...(await this.places()).values()];
      const order = places.map((p) => p.id);
      const batch = batchOf(order, siteId);
      const candidates = places.filter((p) => batchOf(order, p.id) === batch);
      const stamps = new Map((await this.store.stamps(candidates.map((p) => p.id))).map((s) => [s.siteId, s]));
      // From here to registering the batch nothing awaits, so no other run can take the same sites.
      const members = candidates.filter(
        (p) => p.id === siteId || (!this.inflight.has(p.id) && !(stamps.get(p.id) && isFresh(stamps.get(p.id)!, p))),
      );
      if (!members.some((p) => p.id === siteId)) return;
      const fetched = this.fetchAndStore(members);
      for (const p of members) {
        if (p.id === siteId) continue;
        const mine = fetched.finally(() => {
          if (this.inflight.get(p.id) === mine) this.inflight.delete(p.id);
        });
        this.inflight.set(p.id, mine);
      }
      await fetched;
    } catch (error) {
      this.logger.warn(`Could not look up forecasts to fetch: ${String(error)}`);
    }
  }

  private async fetchAndStore(members: SitePlace[]): Promise<void> {
    try {
      const answer = await this.client.fetchBatch(members.map((p) => ({ latitude: Number(p.latitude), longitude: Number(p.longitude) })));
      const fetchedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const rows: StoredForecast[] = members.map((p, i) => {
        const forecast = toSiteForecast(answer.marine[i], answer.weather[i]);
        return { siteId: p.id, latitude: p.latitude, longitude: p.longitude, fetchedAt, status: forecast ? 'ok' : 'no-sea', forecast };
      });
      for (const row of rows) this.known.set(row.siteId, row);
      this.version += 1;
      this.failingSince = null;
      // Visitors waiting for this batch are answered from memory at once; the write goes on behind them.
      const saving = this.store
        .save(rows)
        .catch((error: unknown) => this.logger.warn(`Could not store forecasts: ${String(error)}`))
        .finally(() => this.saving.delete(saving));
      this.saving.add(saving);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const pauseMs = Math.max(this.config.openMeteo.retryAfterFailureMs, error.retryAfterMs ?? 0);
      this.pausedUntil = Date.now() + pauseMs;
      this.failingSince ??= new Date();
      this.logger.warn(
        `Open-Meteo fetch of ${members.length} sites failed (${error.message}); next try in ${Math.round(pauseMs / 1000)} s.`,
      );
    }
  }
}

function batchOf(order: readonly number[], siteId: number): number {
  return Math.floor(order.indexOf(siteId) / BATCH_SIZE);
}

function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
