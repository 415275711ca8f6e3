import { ApiProperty } from '@nestjs/swagger';
import { PageNumber, PageSize } from '../../common/validation';
import { ALERT_SCOPES, type AlertScope } from './window-alert.entity';

export const DEFAULT_ALERTS_PAGE_SIZE = 50;
export const MAX_ALERTS_PAGE_SIZE = 200;
const MAX_PAGE = 10_000;

export class AdminWindowAlertsQueryDto {
  /** Which page, from 1 (default 1). */
  @PageNumber(MAX_PAGE)
  page?: number;

  /** Alerts per page, 1–200 (default 50). */
  @PageSize(MAX_ALERTS_PAGE_SIZE)
  limit?: number;
}

export class AdminWindowAlertDto {
  id: number;
  /** The address, as stored. */
  email: string;
  @ApiProperty({ enum: ALERT_SCOPES, enumName: 'WindowAlertScope' })
  scope: AlertScope;
  /** The site's id (as text), or the region's or state's slug. */
  target: string;
  /** What it watches, by name: "Shelly Beach", "the Sydney region", "New South Wales". */
  watching: string;
  /** pending: the address has not clicked its confirmation link yet; confirmed: alerts go out. */
  @ApiProperty({ enum: ['pending', 'confirmed'] })
  status: 'pending' | 'confirmed';
  createdAt: Date;
  /** The Saturday (YYYY-MM-DD) of the last weekend an alert e-mail was sent for; null before the first. */
  @ApiProperty({ type: String, nullable: true })
  lastAlertWeek: string | null;
}

export class AdminWindowAlertsDto {
  /** Alerts pending or confirmed (switched-off ones are not listed). */
  total: number;
  confirmed: number;
  pending: number;
  page: number;
  limit: number;
  /** Newest first. */
  @ApiProperty({ type: [AdminWindowAlertDto] })
  alerts: AdminWindowAlertDto[];
}
