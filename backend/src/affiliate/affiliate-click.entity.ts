import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * Clicks on seller links, one row per link, placement, page and day (in the site's time zone),
 * counted up in place. Nothing about the visitor is stored: no address, no cookie, no agent.
 */
@Entity('affiliate_clicks')
@Unique('UQ_affiliate_clicks_key', ['targetType', 'targetId', 'placement', 'referrerPath', 'day'])
@Index('IDX_affiliate_clicks_day', ['day'])
export class AffiliateClick {
  @PrimaryGeneratedColumn()
  id: number;

  /** `product` (its affiliate link) or `review` (its purchase link). */
  @Column({ length: 16 })
  targetType: string;

  @Column('int')
  targetId: number;

  /** Where on the site the link sat (see placements.ts); unknown values are stored as `other`. */
  @Column({ length: 32 })
  placement: string;

  /** The site path of the page the link was on, or '' when the link did not say. */
  @Column({ length: 191, default: '' })
  referrerPath: string;

  /** YYYY-MM-DD in the site's time zone: sorts and compares as text in both databases. */
  @Column({ length: 10 })
  day: string;

  @Column('int', { default: 0 })
  clicks: number;
}
