import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ToNumber } from '../common/validation';
import { PLACEMENTS } from './placements';

export const REPORT_PERIODS = [7, 30, 90] as const;

export class ClickReportQueryDto {
  /** The last 7, 30 or 90 days, today included (default 30). */
  @IsOptional()
  @ToNumber()
  @IsIn(REPORT_PERIODS, { message: 'days must be 7, 30 or 90' })
  @ApiProperty({ enum: REPORT_PERIODS, required: false, default: 30 })
  days?: number;
}

export class LinkClicksDto {
  /** `product` or `review`. */
  @ApiProperty({ enum: ['product', 'review'] })
  targetType: string;
  targetId: number;
  /** The product's name or the review's title (or a note that it was deleted). */
  name: string;
  clicks: number;
}

export class PlacementClicksDto {
  @ApiProperty({ enum: PLACEMENTS })
  placement: string;
  clicks: number;
}

export class PageClicksDto {
  /** Site path of the page, or '' when the link did not say. */
  path: string;
  /**
   * The page in words: "Home", "Shop", "Blog: <article title>", "Gear review: <title>", "Shop: <product>",
   * "Dive site: <name>", "Dive sites: <region>", "Newsletter: <subject>"; the path when the item is gone,
   * "Unknown page" for ''.
   */
  title: string;
  clicks: number;
}

export class DayClicksDto {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  clicks: number;
}

export class ClickReportDto {
  days: number;
  /** First and last day of the period (YYYY-MM-DD, site time zone). */
  from: string;
  to: string;
  timeZone: string;
  total: number;
  /** How a click is counted, in a sentence for the report's reader. */
  countedAs: string;
  @ApiProperty({ type: [LinkClicksDto] })
  byLink: LinkClicksDto[];
  @ApiProperty({ type: [PlacementClicksDto] })
  byPlacement: PlacementClicksDto[];
  /** The 20 pages whose links earned the most clicks. */
  @ApiProperty({ type: [PageClicksDto] })
  byPage: PageClicksDto[];
  /** Every day of the period, days without clicks included. */
  @ApiProperty({ type: [DayClicksDto] })
  daily: DayClicksDto[];
}

export class AffiliateLinkDto {
  /** A product's stored affiliate link, as the admin entered it. */
  url: string;
  /** The /go/ path that counts a click and sends the visitor there. */
  goPath: string;
}
