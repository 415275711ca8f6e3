import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The day's random salt for visitor hashes, shared by every instance; deleted once its day is over. */
@Entity('analytics_salts')
export class AnalyticsSalt {
  @PrimaryColumn({ length: 10 })
  day: string;

  @Column({ length: 64 })
  salt: string;
}
