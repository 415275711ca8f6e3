import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

/** Where a sign-up form sits on the site; recorded with the consent (Spam Act: consent must be shown). */
export const NEWSLETTER_SOURCES = ['home', 'footer', 'blog', 'api'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

@Entity('newsletters')
export class Newsletter {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored trimmed and lower-cased so the unique key also catches case variants. */
  @Column({ length: LEN.email, unique: true })
  email: string;

  @Column({ default: true })
  subscribed: boolean;

  @CreateDateColumn()
  createdAt: Date;

  /** When the address last gave consent (its latest sign-up). */
  @Column({ type: 'datetime', precision: 6 })
  consentedAt: Date;

  /** Which form gave that consent (one of NEWSLETTER_SOURCES). */
  @Column({ type: 'varchar', length: 20 })
  source: NewsletterSource;

  /** When the address left the list through its unsubscribe link; null while subscribed. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  unsubscribedAt: Date | null;
}
