import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * The daily roll-up of the raw events, kept for good: one row per day, metric and key (see
 * analytics-kinds.ts for the metrics). `visitors` counts distinct visitors where that means something
 * (the day's total, a page, a source); it cannot be summed into a period's unique visitors, since the
 * hashes change every day (a period's visitors are the sum of its days', as the report says).
 */
@Entity('analytics_daily')
@Unique('UQ_analytics_daily_key', ['day', 'metric', 'key', 'detail'])
@Index('IDX_analytics_daily_metric_day', ['metric', 'day'])
export class AnalyticsDaily {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 10 })
  day: string;

  @Column({ length: 16 })
  metric: string;

  @Column({ length: 191, default: '' })
  key: string;

  @Column({ length: 191, default: '' })
  detail: string;

  @Column('int', { default: 0 })
  count: number;

  @Column('int', { default: 0 })
  visitors: number;
}
