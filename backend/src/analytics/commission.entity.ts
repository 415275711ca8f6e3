import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One row of an affiliate network's commission report, as uploaded by the owner (kept for good). */
@Entity('commissions')
@Index('IDX_commissions_day', ['day'])
@Index('IDX_commissions_network_day', ['networkId', 'day'])
export class Commission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  networkId: number;

  /** YYYY-MM-DD, as the report dates the sale. */
  @Column({ length: 10 })
  day: string;

  /** The sub-id the /go/ link handed the network (see shared/src/affiliate/sub-id.ts), or whatever the report says. */
  @Column({ length: 64, default: '' })
  subId: string;

  /** In cents, so sums are exact; negative for a reversed sale. */
  @Column('int')
  amountCents: number;
}
