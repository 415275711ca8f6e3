import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day whose raw events have been rolled up; its primary key is what makes a second roll-up of the day fail. */
@Entity('analytics_rollups')
export class AnalyticsRollup {
  @PrimaryColumn({ length: 10 })
  day: string;

  @Column('datetime')
  rolledAt: Date;
}
