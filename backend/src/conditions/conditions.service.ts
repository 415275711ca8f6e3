import { Injectable, NotFoundException } from '@nestjs/common';
import { Versioned } from '../common/public-cache/versioned';
import {
  DiveSiteConditionsResponseDto,
  DiveSitesOutlookResponseDto,
  ForecastSetStatus,
  WeekendBestBetDto,
  WeekendBestBetsResponseDto,
} from './conditions.dto';
import { ATTRIBUTION, forecastSet, toConditionsResponse, toOutlookResponse } from './conditions.mapper';
import { FORECAST_MAX_AGE_MS, ForecastRefresher } from './forecast-refresher.service';
import { SitePlace } from './forecast-store';
import { weekendBestBets } from './weekend-best-bets';

/** The weekend's best bets with each site's state, for the newsletter. */
export interface WeekendPicks {
  status: ForecastSetStatus;
  message: string | null;
  bets: (WeekendBestBetDto & { state: string | null })[];
}

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
      build: () => Promise.resolve(toConditionsResponse(place, stored, now)),
    };
  }

  async outlook(): Promise<Versioned<DiveSitesOutlookResponseDto>> {
    await this.refreshAllNowAndThen();
    const now = new Date();
    return {
      version: `${this.refresher.version}.${hourOf(now)}`,
      build: async () => toOutlookResponse([...(await this.refresher.places()).values()], await this.refresher.allUsable(), now),
    };
  }

  /**
   * The home page's "Calm this weekend": the best bets among the sites `inArea` keeps (every site for
   * all of Australia; a state's sites once the visitor has chosen one).
   */
  async weekend(inArea: (place: SitePlace) => boolean = () => true): Promise<Versioned<WeekendBestBetsResponseDto>> {
    await this.refreshAllNowAndThen();
    const now = new Date();
    return {
      version: `${this.refresher.version}.${hourOf(now)}`,
      build: async () => {
        const places = [...(await this.refresher.places()).values()].filter(inArea);
        const usable = new Map((await this.refresher.allUsable()).map((f) => [f.siteId, f]));
        return { ...forecastSet(places, usable, now), bets: weekendBestBets(places, usable, now), attribution: ATTRIBUTION };
      },
    };
  }

  /**
   * The weekend's best bets as the newsletter names them: the same choice as `weekend` (every site, or
   * one state's), up to `limit`, each with its state, and how far the forecast can be trusted. The days
   * are named ("Saturday 9–12"): an e-mail is read on another day than it is written.
   */
  async weekendPicks(state: string | null, limit: number): Promise<WeekendPicks> {
    await this.refreshAllNowAndThen();
    const now = new Date();
    const places = [...(await this.refresher.places()).values()].filter((place) => state === null || place.state === state);
    const usable = new Map((await this.refresher.allUsable()).map((f) => [f.siteId, f]));
    const stateOf = new Map(places.map((place) => [place.id, place.state]));
    const { status, message } = forecastSet(places, usable, now);
    const bets = weekendBestBets(places, usable, now, limit, false).map((bet) => ({ ...bet, state: stateOf.get(bet.siteId) ?? null }));
    return { status, message, bets };
  }

  private async refreshAllNowAndThen(): Promise<void> {
    if (Date.now() - this.lastOutlookRefresh >= OUTLOOK_REFRESH_EVERY_MS) {
      this.lastOutlookRefresh = Date.now();
      await this.refresher.refreshAll();
    }
  }
}
