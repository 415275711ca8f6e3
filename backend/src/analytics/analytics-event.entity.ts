import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One raw analytics event as a visitor's browser reported it (a page view, a site search, a missing
 * page). Kept ANALYTICS_RAW_RETENTION_DAYS days, then only the daily roll-ups remain. `visitor` is a
 * hash of address and agent under that day's salt, blanked once the day is rolled up: nothing here
 * names a person, and no cookie or stored identifier is involved.
 */
@Entity('analytics_events')
@Index('IDX_analytics_events_day_kind', ['day', 'kind'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id: number;

  /** YYYY-MM-DD in the site's time zone. */
  @Column({ length: 10 })
  day: string;

  /** `view`, `search` or `not_found` (see analytics-kinds.ts). */
  @Column({ length: 16 })
  kind: string;

  /** The site path the event happened on (the missing path for `not_found`). */
  @Column({ length: 191 })
  path: string;

  /** Where the visitor came from: another site's host name, a page of ours (a path), or '' (typed, bookmarked, unknown). */
  @Column({ length: 191, default: '' })
  referrer: string;

  @Column({ length: 100, default: '' })
  utmSource: string;

  @Column({ length: 100, default: '' })
  utmMedium: string;

  @Column({ length: 100, default: '' })
  utmCampaign: string;

  /** `mobile`, `tablet` or `desktop`, from the User-Agent. */
  @Column({ length: 8, default: '' })
  device: string;

  /** A site search's words (lower case, spaces folded). */
  @Column({ length: 100, default: '' })
  term: string;

  /** A site search's number of results. */
  @Column('int', { nullable: true })
  results: number | null;

  /** Hash of address and User-Agent under the day's salt; '' once the day is rolled up. */
  @Column({ length: 16, default: '' })
  visitor: string;
}
