import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LongTextColumn } from '../../database/column-types';
import { LEN } from '../../database/entity-columns';

/** draft: editable; sending: its recipients are being queued or sent; the report tells how far it got. */
export const ISSUE_STATUSES = ['draft', 'sending'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

const idList = {
  to: (ids: number[]) => JSON.stringify(ids ?? []),
  from: (raw: string | null) => (raw ? (JSON.parse(raw) as number[]) : []),
};

/** One newsletter e-mail the owner writes and sends to every confirmed subscriber once. */
@Entity('newsletter_issues')
export class NewsletterIssue {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  subject: string;

  /** The line inboxes show after the subject. */
  @Column({ length: LEN.name, default: '' })
  preheader: string;

  /** The introduction, in the articles' light markup. */
  @LongTextColumn()
  intro: string;

  /** Featured content, in the owner's order (JSON arrays of ids). */
  @Column({ type: 'text', transformer: idList })
  articleIds: number[];

  @Column({ type: 'text', transformer: idList })
  reviewIds: number[];

  @Column({ type: 'text', transformer: idList })
  diveSiteIds: number[];

  /** Whether the issue carries "Best sites this weekend" (the dive window's weekend picks). */
  @Column({ default: false })
  weekendSites: boolean;

  /** Those picks from one state's sites ("VIC"); null: all of Australia. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  weekendState: string | null;

  /** The section as it was sent (JSON of weekend-section.ts's WeekendSection), frozen at Send; null for a draft. */
  @Column({ type: 'text', nullable: true })
  weekendSection: string | null;

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  status: IssueStatus;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  /** When the owner pressed Send; the report counts unsubscribes from then on. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  sendStartedAt: Date | null;

  /** Recipients are queued in batches by subscriber id; the highest id queued so far (a restart resumes after it). */
  @Column({ type: 'int', default: 0 })
  queuedUpTo: number;

  /** When every recipient had been queued. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  queuedAt: Date | null;
}
