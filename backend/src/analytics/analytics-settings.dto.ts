import { IsBoolean } from 'class-validator';

export class AnalyticsSettingsDto {
  /** Whether the owner gets the weekly summary e-mail. */
  @IsBoolean({ message: 'weeklySummary must be true or false.' })
  weeklySummary: boolean;
}
