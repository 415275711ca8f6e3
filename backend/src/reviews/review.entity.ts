import { Column, Entity } from 'typeorm';
import { LEN } from '../database/entity-columns';
import { PublishableEntity } from '../publishing/publishable.entity';

@Entity('reviews')
export class Review extends PublishableEntity {
  /** Free text with the currency, e.g. "$1,199 AUD". */
  @Column({ length: LEN.short })
  price: string;

  @Column({ length: LEN.url })
  purchaseLink: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  rating: string | null;

  @Column({ default: false })
  featured: boolean;
}
