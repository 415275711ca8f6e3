import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalString } from '../database/column-types';
import { LEN } from '../database/entity-columns';
import { Review } from '../reviews/review.entity';

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  name: string;

  @Column({ length: LEN.category })
  category: string;

  @Column('text')
  description: string;

  @Column('decimal', { precision: 10, scale: 2, transformer: decimalString(2) })
  price: string;

  @Column('decimal', { precision: 2, scale: 1, transformer: decimalString(1) })
  rating: string;

  @Column('int', { default: 0 })
  reviewCount: number;

  @Column({ length: LEN.url })
  affiliateLink: string;

  @Column({ length: LEN.url })
  imageUrl: string;

  @Column({ default: false })
  featured: boolean;

  /**
   * Our review of this product, set by the owner (one review per product, one product per review).
   * Deleting the review unlinks it; a draft review is linked but not shown until it is published.
   */
  @Column('int', { nullable: true })
  reviewId: number | null;

  /** Key specs by field (see @ddu/shared/products/product-specs), e.g. {"thickness": "5 mm"}; null when none. */
  @Column('simple-json', { nullable: true })
  specs: Record<string, string> | null;

  @OneToOne(() => Review, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewId' })
  review?: Review;

  @CreateDateColumn()
  createdAt: Date;
}
