import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { LongTextColumn } from '../database/column-types';

export type ForecastStatus = 'ok' | 'no-sea';

/**
 * The last good Open-Meteo forecast of one dive site, so a restart or a second instance serves it
 * instead of fetching again within the hour. Deleted with its site.
 */
@Entity('dive_site_forecasts')
export class DiveSiteForecast {
  @PrimaryColumn()
  siteId: number;

  @OneToOne(() => DiveSite, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'siteId' })
  site?: DiveSite;

  /** The coordinates it was fetched for: a moved site is fetched again. */
  @Column({ length: 32 })
  latitude: string;

  @Column({ length: 32 })
  longitude: string;

  @Column('datetime')
  fetchedAt: Date;

  /** no-sea: the Marine API has no sea cell near the site. */
  @Column({ length: 16 })
  status: ForecastStatus;

  /** The SiteForecast as JSON; null for no-sea. */
  @LongTextColumn({ nullable: true })
  forecast: string | null;
}
