import { Column, CreateDateColumn, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LongTextColumn } from '../database/column-types';
import { DEFAULT_AUTHOR, LEN } from '../database/entity-columns';

/**
 * The columns every publishable item (article, review) has. Each kind's entity extends this and adds
 * its own table name and columns; the indexes are inherited, one pair per table.
 */
@Index(['published', 'createdAt'])
@Index(['published', 'publishAt'])
export abstract class PublishableEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  title: string;

  @Column({ length: LEN.slug, unique: true })
  slug: string;

  @Column('text')
  excerpt: string;

  @LongTextColumn()
  content: string;

  @Column({ length: LEN.category })
  category: string;

  @Column({ length: LEN.url })
  imageUrl: string;

  @Column({ length: LEN.name, default: DEFAULT_AUTHOR })
  author: string;

  @Column({ default: false })
  published: boolean;

  /** When this draft goes live by itself (scheduled publishing); null when nothing is scheduled. */
  @Column({ type: 'datetime', nullable: true })
  publishAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
