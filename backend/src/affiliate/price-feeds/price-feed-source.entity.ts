import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A seller's product feed the owner gave by address: fetched with the daily link check (and on
 * "Fetch now"), and what the last fetch did, in a sentence, so the owner sees a feed that stopped working.
 */
@Entity('price_feed_sources')
@Unique('UQ_price_feed_sources_url', ['url'])
export class PriceFeedSource {
  @PrimaryGeneratedColumn()
  id: number;

  /** Whose offers the feed updates (as in the offers, any case). */
  @Column({ length: 100 })
  sellerName: string;

  @Column({ length: 500 })
  url: string;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastFetchedAt: Date | null;

  /** '' before the first fetch. */
  @Column({ length: 500, default: '' })
  lastResult: string;

  @Column({ default: false })
  lastOk: boolean;

  @CreateDateColumn({ type: 'datetime', precision: 6 })
  createdAt: Date;
}
