import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LONG_TEXT } from '../database/column-types';
import { DEFAULT_AUTHOR, LEN } from '../database/entity-columns';

@Entity('reviews')
@Index(['published', 'createdAt'])
@Index(['published', 'publishAt'])
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  title: string;

  @Column({ length: LEN.slug, unique: true })
  slug: string;

  @Column('text')
  excerpt: string;

  @Column(LONG_TEXT)
  content: string;

  @Column({ length: LEN.category })
  category: string;

  @Column({ length: LEN.url })
  imageUrl: string;

  /** Free text with the currency, e.g. "$1,199 AUD". */
  @Column({ length: LEN.short })
  price: string;

  @Column({ length: LEN.url })
  purchaseLink: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  rating: string | null;

  @Column({ length: LEN.name, default: DEFAULT_AUTHOR })
  author: string;

  @Column({ default: false })
  published: boolean;

  /** When this draft goes live by itself (scheduled publishing); null when nothing is scheduled. */
  @Column({ type: 'datetime', nullable: true })
  publishAt: Date | null;

  @Column({ default: false })
  featured: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
