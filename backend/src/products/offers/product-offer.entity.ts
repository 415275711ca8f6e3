import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalString } from '../../database/column-types';
import { LEN } from '../../database/entity-columns';
import { Product } from '../product.entity';

/**
 * One seller's offer of a product: its own affiliate link (clicked through /go/), its price as last
 * read (from the owner, the seller's page or a feed) and when. A price that could not be read stays
 * as it was, with its time, so its age shows; `flag` says why the latest reading was not used.
 */
@Entity('product_offers')
@Index('IDX_product_offers_product', ['productId'])
export class ProductOffer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Column({ length: 100 })
  sellerName: string;

  /** The seller's page for this product (may be '' until the owner has one). */
  @Column({ length: LEN.url, default: '' })
  affiliateUrl: string;

  /** The last price known; null when none was ever known. */
  @Column('decimal', { precision: 10, scale: 2, nullable: true, transformer: decimalString(2) })
  price: string | null;

  /** ISO 4217, e.g. AUD. Only AUD prices are compared and shown as the best price. */
  @Column({ length: 3, default: 'AUD' })
  currency: string;

  @Column({ default: true })
  inStock: boolean;

  /** When the price was last confirmed (typed by the owner, read from the seller's page or a feed). */
  @Column('datetime', { nullable: true })
  checkedAt: Date | null;

  /** GTIN (EAN/UPC, 8–14 digits) that a feed row is matched by; '' when unknown. */
  @Column({ length: 14, default: '' })
  gtin: string;

  /** The seller's own product code (a feed's id or mpn); '' when unknown. */
  @Column({ length: 64, default: '' })
  sku: string;

  /** The owner chose this seller for the main button whatever the prices say. */
  @Column({ default: false })
  ownersPick: boolean;

  /** Why the latest reading was not used ('' when it was): see price-flags.ts. */
  @Column({ length: 32, default: '' })
  flag: string;

  @Column({ length: 255, default: '' })
  flagDetail: string;

  @Column('datetime', { nullable: true })
  flaggedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
