import { Injectable, NotFoundException } from '@nestjs/common';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { DiveSitesOutlookResponseDto, SiteOutlookDto } from './conditions.dto';
import { ATTRIBUTION, toConditionsResponse, toSiteOutlook } from './conditions.mapper';
import { FORECAST_MAX_AGE_MS, ForecastRefresher } from './forecast-refresher.service';

/** The directory's outlook looks for stale sites to fetch at most this often per instance. */
const OUTLOOK_REFRESH_EVERY_MS = 30 * 1000;

const hourOf = (now: Date) => Math.floor(now.getTime() / 3_600_000);

/**
 * The public conditions answers. Each is built once per forecast (and per clock hour, as "today"
 * moves on) and served from the public read cache; the key names the forecast it was made from.
 */
@Injectable()
export class ConditionsService {
  private lastOutlookRefresh = 0;

  constructor(
    private readonly refresher: ForecastRefresher,
    private readonly cache: PublicCacheService,
  ) {}

  async conditionsAnswer(siteId: number): Promise<CachedAnswer> {
    const place = (await this.refresher.places()).get(siteId);
    if (!place) throw new NotFoundException(`Dive site ${siteId} was not found.`);
    const stored = await this.refresher.forecastFor(place);
    const now = new Date();
    const stale = stored !== null && now.getTime() - stored.fetchedAt.getTime() >= FORECAST_MAX_AGE_MS;
    const key = `/api/dive-sites/${siteId}/conditions#${stored?.fetchedAt.getTime() ?? 'none'}.${stale}.${hourOf(now)}`;
    return this.cache.json(key, ['dive-sites'], () => Promise.resolve(toConditionsResponse(siteId, stored, now)));
  }

  async outlookAnswer(): Promise<CachedAnswer> {
    if (Date.now() - this.lastOutlookRefresh >= OUTLOOK_REFRESH_EVERY_MS) {
      this.lastOutlookRefresh = Date.now();
      await this.refresher.refreshAll();
    }
    const now = new Date();
    const key = `/api/dive-sites/conditions/outlook#${this.refresher.version}.${hourOf(now)}`;
    return this.cache.json(key, ['dive-sites'], async (): Promise<DiveSitesOutlookResponseDto> => {
      const sites = (await this.refresher.allUsable()).map((f) => toSiteOutlook(f, now)).filter((s): s is SiteOutlookDto => s !== null);
      return { sites: sites.sort((a, b) => a.siteId - b.siteId), attribution: ATTRIBUTION };
    });
  }
}
