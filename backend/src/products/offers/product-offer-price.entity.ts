import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalString } from '../../database/column-types';
import { ProductOffer } from './product-offer.entity';

/**
 * Every price reading of an offer, kept: the 90-day chart, the typical price and the "lowest in 90
 * days" rule read them. A flagged reading (no price, another currency, zero, a steep drop) is kept
 * too, with its flag, so the owner can see it, but it is never charted or shown as a deal.
 */
@Entity('product_offer_prices')
@Index('IDX_product_offer_prices_product_time', ['productId', 'checkedAt'])
@Index('IDX_product_offer_prices_offer_time', ['offerId', 'checkedAt'])
export class ProductOfferPrice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  offerId: number;

  @ManyToOne(() => ProductOffer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'offerId' })
  offer?: ProductOffer;

  /** The offer's product, copied so a product's history is one indexed read. */
  @Column('int')
  productId: number;

  /** The price read; null when none could be read. */
  @Column('decimal', { precision: 10, scale: 2, nullable: true, transformer: decimalString(2) })
  price: string | null;

  /** The currency read ('' when none). */
  @Column({ length: 3, default: '' })
  currency: string;

  /** in_stock, out_of_stock or unknown. */
  @Column({ length: 16, default: 'unknown' })
  availability: string;

  /** owner (typed in the admin), page (read from the seller's page) or feed. */
  @Column({ length: 16 })
  source: string;

  /** '' for a reading that was used; otherwise why not (see price-flags.ts). */
  @Column({ length: 32, default: '' })
  flag: string;

  @Column('datetime')
  checkedAt: Date;
}
