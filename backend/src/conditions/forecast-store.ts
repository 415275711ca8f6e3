import { Injectable } from '@nestjs/common';
import type { ExposureSource } from '@ddu/shared/dive-sites/exposure';
import { DataSource, In } from 'typeorm';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { DiveSiteForecast, ForecastStatus } from './dive-site-forecast.entity';
import { SiteForecast } from './site-forecast';

export interface StoredForecast {
  siteId: number;
  latitude: string;
  longitude: string;
  fetchedAt: Date;
  status: ForecastStatus;
  forecast: SiteForecast | null;
}

export interface ForecastStamp {
  siteId: number;
  latitude: string;
  longitude: string;
  fetchedAt: Date;
}

export interface SitePlace {
  id: number;
  name: string;
  region: string;
  latitude: string;
  longitude: string;
  featured: boolean;
  /** Minutes from high water to slack water; null: no currents noted. */
  slackOffsetMinutes: number | null;
  /** The state's code ("QLD"); null when the site lies outside every state. */
  state: string | null;
  /** Kilometres of open water toward the 16 compass points (@ddu/shared/dive-sites/exposure); null: not known. */
  exposureOpenKm: number[] | null;
  exposureSource: ExposureSource | null;
}

const PLACE_COLUMNS = {
  id: true,
  name: true,
  region: true,
  latitude: true,
  longitude: true,
  featured: true,
  slackOffsetMinutes: true,
  state: true,
  exposureOpenKm: true,
  exposureSource: true,
} as const;

/** The queries on stored forecasts and on the dive sites' places. */
@Injectable()
export class ForecastStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Every dive site's place, by id (the order batches are cut in). */
  places(): Promise<SitePlace[]> {
    return this.dataSource.getRepository(DiveSite).find({ select: PLACE_COLUMNS, order: { id: 'ASC' } });
  }

  place(id: number): Promise<SitePlace | null> {
    return this.dataSource.getRepository(DiveSite).findOne({ select: PLACE_COLUMNS, where: { id } });
  }

  /** When each of these sites was last fetched, without the forecasts themselves. */
  stamps(siteIds: readonly number[]): Promise<ForecastStamp[]> {
    if (siteIds.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(DiveSiteForecast)
      .find({ select: { siteId: true, latitude: true, longitude: true, fetchedAt: true }, where: { siteId: In([...siteIds]) } });
  }

  async load(siteIds: readonly number[]): Promise<StoredForecast[]> {
    if (siteIds.length === 0) return [];
    const rows = await this.dataSource.getRepository(DiveSiteForecast).findBy({ siteId: In([...siteIds]) });
    return rows.map(toStored);
  }

  async loadAll(): Promise<StoredForecast[]> {
    return (await this.dataSource.getRepository(DiveSiteForecast).find()).map(toStored);
  }

  async save(forecasts: readonly StoredForecast[]): Promise<void> {
    if (forecasts.length === 0) return;
    const rows = forecasts.map((f) => ({ ...f, forecast: f.forecast === null ? null : JSON.stringify(f.forecast) }));
    // A site deleted while its forecast was fetched is skipped by the foreign key; upsert the others.
    const existing = new Set(
      (await this.dataSource.getRepository(DiveSite).find({ select: { id: true }, where: { id: In(rows.map((r) => r.siteId)) } })).map(
        (s) => s.id,
      ),
    );
    const kept = rows.filter((r) => existing.has(r.siteId));
    if (kept.length > 0) await this.dataSource.getRepository(DiveSiteForecast).upsert(kept, ['siteId']);
  }
}

function toStored(row: DiveSiteForecast): StoredForecast {
  return {
    siteId: row.siteId,
    latitude: row.latitude,
    longitude: row.longitude,
    fetchedAt: row.fetchedAt,
    status: row.status,
    forecast: row.forecast === null ? null : (JSON.parse(row.forecast) as SiteForecast),
  };
}
