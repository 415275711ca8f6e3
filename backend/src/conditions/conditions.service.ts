import { Injectable, NotFoundException } from '@nestjs/common';
import { Versioned } from '../common/public-cache/versioned';
import { DiveSiteConditionsResponseDto, DiveSitesOutlookResponseDto, SiteOutlookDto } from './conditions.dto';
import { ATTRIBUTION, toConditionsResponse, toSiteOutlook } from './conditions.mapper';
import { FORECAST_MAX_AGE_MS, ForecastRefresher } from './forecast-refresher.service';

/** The directory's outlook looks for stale sites to fetch at most this often per instance. */
const OUTLOOK_REFRESH_EVERY_MS = 30 * 1000;

const hourOf = (now: Date) => Math.floor(now.getTime() / 3_600_000);

/**
 * The public conditions answers, versioned by the forecast they are made from and the clock hour (as
 * "today" moves on): the read cache (@PublicCached with `versioned`) builds each once per version.
 */
@Injectable()
export class ConditionsService {
  private lastOutlookRefresh = 0;

  constructor(private readonly refresher: ForecastRefresher) {}

  async conditions(siteId: number): Promise<Versioned<DiveSiteConditionsResponseDto>> {
    const place = (await this.refresher.places()).get(siteId);
    if (!place) throw new NotFoundException(`Dive site ${siteId} was not found.`);
    const stored = await this.refresher.forecastFor(place);
    const now = new Date();
    const stale = stored !== null && now.getTime() - stored.fetchedAt.getTime() >= FORECAST_MAX_AGE_MS;
    return {
      version: `${stored?.fetchedAt.getTime() ?? 'none'}.${stale}.${hourOf(now)}`,
      build: () => Promise.resolve(toConditionsResponse(siteId, stored, now)),
    };
  }

  async outlook(): Promise<Versioned<DiveSitesOutlookResponseDto>> {
    if (Date.now() - this.lastOutlookRefresh >= OUTLOOK_REFRESH_EVERY_MS) {
      this.lastOutlookRefresh = Date.now();
      await this.refresher.refreshAll();
    }
    const now = new Date();
    return {
      version: `${this.refresher.version}.${hourOf(now)}`,
      build: async () => {
        const sites = (await this.refresher.allUsable()).map((f) => toSiteOutlook(f, now)).filter((s): s is SiteOutlookDto => s !== null);
        return { sites: sites.sort((a, b) => a.siteId - b.siteId), attribution: ATTRIBUTION };
      },
    };
  }
}
