import { Injectable } from '@nestjs/common';
import { ForecastRefresher } from './forecast-refresher.service';
import { siteWeekend } from './weekend-best-bets';
import { slotWords } from './window-slots';

/** A dive site as other modules need it to pick sites by area. */
export interface WindowPlace {
  id: number;
  name: string;
  region: string;
  /** The state's code ("NSW"); null outside every state. */
  state: string | null;
  featured: boolean;
}

/** A site's coming weekend when it has a good slot: which days, and its best weekend slot. */
export interface GoodWeekend {
  saturday: boolean;
  sunday: boolean;
  /** The best slot as the weekday and hours, "Saturday 9–12" (never "tomorrow": an e-mail is read later). */
  slot: string;
  /** Its reasons in short phrases, the weightiest first: ["light offshore wind", "0.3 m swell from the east", "sheltered"]. */
  phrases: string[];
}

/**
 * The dive window's verdict on the coming weekend for other modules (the dive-window alerts): the same
 * judgement the weekend best bets make (siteWeekend), from forecasts fetched first when stale.
 */
@Injectable()
export class WeekendWindowService {
  constructor(private readonly refresher: ForecastRefresher) {}

  async places(): Promise<WindowPlace[]> {
    return [...(await this.refresher.places()).values()].map(({ id, name, region, state, featured }) => ({
      id,
      name,
      region,
      state,
      featured,
    }));
  }

  /** The sites among `siteIds` with a good slot on the coming Saturday or Sunday; the others are left out. */
  async goodWeekends(siteIds: ReadonlySet<number>, now = new Date()): Promise<Map<number, GoodWeekend>> {
    const good = new Map<number, GoodWeekend>();
    if (siteIds.size === 0) return good;
    await this.refresher.refreshAll();
    const places = await this.refresher.places();
    for (const stored of await this.refresher.allUsable()) {
      const place = places.get(stored.siteId);
      if (!place || !stored.forecast || !siteIds.has(place.id)) continue;
      const { saturday, sunday, best } = siteWeekend(place, stored.forecast, now);
      if (best) good.set(place.id, { saturday, sunday, slot: slotWords(best, null), phrases: best.phrases });
    }
    return good;
  }
}
