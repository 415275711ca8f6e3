import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** An affiliate network's report layout: which columns hold the date, the sub-id and the amount, chosen once and kept. */
@Entity('commission_networks')
@Unique('UQ_commission_networks_name', ['name'])
export class CommissionNetwork {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 64 })
  name: string;

  @Column({ length: 64 })
  dateColumn: string;

  @Column({ length: 64 })
  subIdColumn: string;

  @Column({ length: 64 })
  amountColumn: string;
}
