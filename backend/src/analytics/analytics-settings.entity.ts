import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The owner's analytics settings: one row (id 1). */
@Entity('analytics_settings')
export class AnalyticsSettings {
  @PrimaryColumn('int')
  id: number;

  /** Whether the owner gets the weekly summary e-mail (on unless switched off in the admin). */
  @Column({ default: true })
  weeklySummary: boolean;

  /** The Monday (YYYY-MM-DD) of the last summary queued: one conditional UPDATE on it sends each week's once. */
  @Column({ length: 10, default: '' })
  lastSummaryWeek: string;
}
