import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { LEN } from '../../database/entity-columns';

/** The last check of one seller link: a product's affiliate link or a review's purchase link. */
@Entity('link_checks')
@Unique('UQ_link_checks_target', ['targetType', 'targetId'])
export class LinkCheck {
  @PrimaryGeneratedColumn()
  id: number;

  /** `product` or `review`. */
  @Column({ length: 16 })
  targetType: string;

  @Column('int')
  targetId: number;

  /** The address that was checked (a later edit of the link makes this check stale). */
  @Column({ length: LEN.url })
  url: string;

  /** ok, redirected (ends on another site), broken (4xx/5xx) or could_not_check (timeout, DNS, TLS…). */
  @Column({ length: 16 })
  outcome: string;

  /** The last answer's HTTP status; null when there was none. */
  @Column('int', { nullable: true })
  status: number | null;

  /** Where the redirects ended. */
  @Column({ length: LEN.url, default: '' })
  finalUrl: string;

  /** Why there was no answer (timeout, connection refused…), or ''. */
  @Column({ length: 255, default: '' })
  error: string;

  @Column('datetime')
  checkedAt: Date;
}
