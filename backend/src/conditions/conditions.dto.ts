import { ApiProperty } from '@nestjs/swagger';
import { WINDOW_RATINGS, WindowRating } from './dive-window';
import { HalfDay, Outlook } from './outlook';

const OUTLOOKS: Outlook[] = ['calm', 'some-swell', 'rough', 'unknown'];
const HALF_DAYS: HalfDay[] = ['morning', 'afternoon'];
export type ConditionsStatus = 'ok' | 'no-marine-forecast' | 'unavailable';
const STATUSES: ConditionsStatus[] = ['ok', 'no-marine-forecast', 'unavailable'];

/** The model's sea and wind in a half-day (06:00-12:00 or 12:00-18:00 local time). */
export class HalfDayConditionsDto {
  @ApiProperty({ enum: HALF_DAYS, enumName: 'HalfDay' })
  part: HalfDay;
  /** From the documented thresholds (README, "Live dive conditions"). */
  @ApiProperty({ enum: OUTLOOKS, enumName: 'Outlook' })
  outlook: Outlook;
  /** Plain words for the outlook, e.g. "Some swell — sheltered entries only". */
  label: string;
  /** Highest significant wave height, metres. */
  @ApiProperty({ type: Number, nullable: true })
  waveHeightMaxM: number | null;
  @ApiProperty({ type: Number, nullable: true })
  swellHeightM: number | null;
  @ApiProperty({ type: Number, nullable: true })
  swellPeriodS: number | null;
  /** Where the swell comes from, degrees (0 = north). */
  @ApiProperty({ type: Number, nullable: true })
  swellDirectionDeg: number | null;
  @ApiProperty({ type: Number, nullable: true })
  windSpeedMaxKmh: number | null;
  @ApiProperty({ type: Number, nullable: true })
  windGustMaxKmh: number | null;
  /** Where the wind comes from, degrees (0 = north). */
  @ApiProperty({ type: Number, nullable: true })
  windDirectionDeg: number | null;
}

export class TideTurnDto {
  @ApiProperty({ enum: ['high', 'low'] })
  kind: 'high' | 'low';
  /** Local time at the site, "YYYY-MM-DDTHH:MM". */
  time: string;
  /**
   * Metres: from a tide station, above its chart datum (`tide.datum`, LAT in Australia); from the model,
   * sea level against mean sea level (a model, not a tide table).
   */
  heightM: number;
}

export class DayConditionsDto {
  /** Local date at the site, "YYYY-MM-DD". */
  date: string;
  /** The better of its half-days. */
  @ApiProperty({ enum: OUTLOOKS, enumName: 'Outlook' })
  outlook: Outlook;
  @ApiProperty({ type: [HalfDayConditionsDto] })
  halfDays: HalfDayConditionsDto[];
  /** Local time, "YYYY-MM-DDTHH:MM". */
  @ApiProperty({ type: String, nullable: true })
  sunrise: string | null;
  @ApiProperty({ type: String, nullable: true })
  sunset: string | null;
  @ApiProperty({ type: [TideTurnDto] })
  tides: TideTurnDto[];
  /** The tide of each local hour of the day, metres (the same source and datum as `tides`): the tide curve. */
  @ApiProperty({ type: 'array', items: { type: 'number', nullable: true } })
  seaLevel: Array<number | null>;
}

const TIDE_SOURCES = ['station', 'modelled'] as const;

/** Where the highs, lows and tide curve come from. */
export class TideSourceDto {
  /** station: predicted from the nearest tide station's harmonics; modelled: Open-Meteo's modelled sea level (no station within 50 km). */
  @ApiProperty({ enum: TIDE_SOURCES, enumName: 'TideSourceKind' })
  kind: 'station' | 'modelled';
  @ApiProperty({ type: String, nullable: true })
  stationName: string | null;
  /** From the site to the station. */
  @ApiProperty({ type: Number, nullable: true })
  distanceKm: number | null;
  /** What station heights are above, e.g. "LAT" (lowest astronomical tide); null for the model (mean sea level). */
  @ApiProperty({ type: String, nullable: true })
  datum: string | null;
  /** The credit the station's data licence asks for; null for the model (see `attribution`). */
  @ApiProperty({ type: String, nullable: true })
  attribution: string | null;
  /** For visitors, e.g. "Tides predicted for Point Lonsdale, 1.4 km away" or "Modelled sea level: no tide station within 50 km". */
  description: string;
}

/** Three local hours of daylight, judged for diving (docs/window.md). */
export class WindowSlotDto {
  /** Local time at the site, "YYYY-MM-DDTHH:MM". */
  start: string;
  end: string;
  /** 0 (stay home) to 100 (as good as it gets). */
  score: number;
  /** good / fair / poor / no-go, best first. */
  @ApiProperty({ enum: WINDOW_RATINGS, enumName: 'WindowRating' })
  rating: WindowRating;
  /** Why, in plain sentences, the weightiest first. */
  reasons: string[];
}

export class BestWindowSlotDto extends WindowSlotDto {
  /** e.g. "Best: Saturday 9–12 — light offshore wind, 0.8 m swell from the south, sheltered". */
  sentence: string;
}

/** The dive window: every daylight slot of the three days still to come, and the best. A forecast, not a safety assessment. */
export class DiveWindowDto {
  @ApiProperty({ type: [WindowSlotDto] })
  slots: WindowSlotDto[];
  /** The best good or fair slot; null when none is. */
  @ApiProperty({ type: BestWindowSlotDto, nullable: true })
  best: BestWindowSlotDto | null;
}

/** Where the numbers come from, as Open-Meteo's licence (CC BY 4.0) asks. */
export class ConditionsAttributionDto {
  text: string;
  url: string;
  licence: string;
  licenceUrl: string;
}

/** Live conditions of one dive site for the next three days, from the Open-Meteo Marine and Forecast APIs. */
export class DiveSiteConditionsResponseDto {
  siteId: number;
  /**
   * ok: a forecast (maybe an old one: see stale); no-marine-forecast: the Marine API has no sea cell
   * near the site; unavailable: the forecast service could not be reached and no earlier forecast is kept.
   */
  @ApiProperty({ enum: STATUSES, enumName: 'ConditionsStatus' })
  status: ConditionsStatus;
  /** A sentence for visitors when there are no numbers to show. */
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  /** When the forecast was fetched (ISO 8601); its age is now minus this. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  fetchedAt: string | null;
  /** True when the forecast is older than an hour because the service could not be reached since. */
  stale: boolean;
  /** The site's IANA time zone, in which every local time here is given. */
  @ApiProperty({ type: String, nullable: true })
  timezone: string | null;
  /** Modelled sea surface temperature now, °C. */
  @ApiProperty({ type: Number, nullable: true })
  seaTemperatureNowC: number | null;
  @ApiProperty({ type: [DayConditionsDto] })
  days: DayConditionsDto[];
  /** Where the tides come from; null when there are no days to show. */
  @ApiProperty({ type: TideSourceDto, nullable: true })
  tide: TideSourceDto | null;
  /** Empty slots when there is no forecast. */
  window: DiveWindowDto;
  attribution: ConditionsAttributionDto;
}

export class SiteOutlookDayDto {
  /** Local date at the site, "YYYY-MM-DD". */
  date: string;
  /** From the dive window's best slot of the day: calm (a good slot), some-swell (fair at best), rough (poor or no-go), unknown (no slot). */
  @ApiProperty({ enum: OUTLOOKS, enumName: 'Outlook' })
  outlook: Outlook;
  /** The best dive-window rating among the day's daylight slots still to come; null when it has none. */
  @ApiProperty({ enum: WINDOW_RATINGS, enumName: 'WindowRating', nullable: true })
  rating: WindowRating | null;
}

export class SiteOutlookDto {
  siteId: number;
  /** From the site's local today, up to a week. */
  @ApiProperty({ type: [SiteOutlookDayDto] })
  days: SiteOutlookDayDto[];
  /** When this site's forecast was fetched (ISO 8601). */
  @ApiProperty({ type: String, format: 'date-time' })
  fetchedAt: string;
}

export type ForecastSetStatus = 'ok' | 'stale' | 'unavailable';
const SET_STATUSES: ForecastSetStatus[] = ['ok', 'stale', 'unavailable'];

/**
 * How far a set of forecasts can be trusted, so a page tells "no forecast" apart from "no calm site":
 * ok: every site has a forecast of the last hour (or is known to have no sea cell); stale: the forecast
 * service could not be reached lately, so some forecasts are older (see fetchedAt) or some sites have
 * none (unavailableSiteIds); unavailable: no site has a forecast at all.
 */
class ForecastSetStatusDto {
  @ApiProperty({ enum: SET_STATUSES, enumName: 'ForecastSetStatus' })
  status: ForecastSetStatus;
  /** A sentence for visitors when status is not ok. */
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  /** When the oldest forecast used here was fetched (ISO 8601); null when none is. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  fetchedAt: string | null;
  /** Sites with no forecast right now because the service could not be reached (not the ones without a sea cell). */
  @ApiProperty({ type: [Number] })
  unavailableSiteIds: number[];
}

/** The day outlook of every dive site with a forecast (sites without one are left out: see unavailableSiteIds). */
export class DiveSitesOutlookResponseDto extends ForecastSetStatusDto {
  @ApiProperty({ type: [SiteOutlookDto] })
  sites: SiteOutlookDto[];
  attribution: ConditionsAttributionDto;
}

export class WeekendBestBetDto {
  siteId: number;
  name: string;
  region: string;
  /** Calm on the coming Saturday: one of its dive-window slots rates good. */
  saturday: boolean;
  sunday: boolean;
  /** The best slot of the weekend in a sentence, e.g. "Best: Saturday 9–12 — light offshore wind, 0.8 m swell from the south, sheltered". */
  sentence: string;
}

/** The sites calm this weekend, calm on both days first, then our guides, then by name. */
export class WeekendBestBetsResponseDto extends ForecastSetStatusDto {
  @ApiProperty({ type: [WeekendBestBetDto] })
  bets: WeekendBestBetDto[];
  attribution: ConditionsAttributionDto;
}
