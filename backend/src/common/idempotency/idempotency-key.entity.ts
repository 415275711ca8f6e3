import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ByteForByteColumn, LongTextColumn } from '../../database/column-types';

/**
 * One admin create made with an `Idempotency-Key` header. The row is claimed (inserted) before the
 * work starts, so a second request with the same key — on this instance or another — finds it and
 * never creates a second item; the answer is stored once the work succeeds, for a day.
 */
@Entity('idempotency_keys')
@Index(['expiresAt'])
export class IdempotencyKey {
  /** The signed-in user the key belongs to: the same key from another admin is another request. */
  @PrimaryColumn('int')
  userId: number;

  /** As the client sent it, compared byte for byte: `k1` and `K1` are two keys (RFC 9110 field values are case-sensitive). */
  @ByteForByteColumn({ primary: true, length: 255 })
  key: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused (422). */
  @Column({ length: 64 })
  fingerprint: string;

  /** Null while the first request is still being worked on. */
  @Column('int', { nullable: true })
  statusCode: number | null;

  /** The first answer's JSON body, replayed for every repeat. */
  @LongTextColumn({ nullable: true })
  responseBody: string | null;

  @Column('datetime')
  createdAt: Date;

  @Column('datetime')
  expiresAt: Date;
}
