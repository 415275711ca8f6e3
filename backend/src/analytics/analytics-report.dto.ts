import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ToNumber } from '../common/validation';

export const ANALYTICS_PERIODS = [1, 7, 30, 90] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AnalyticsReportQueryDto {
  /** The last 1 (today), 7, 30 or 90 days, today included (default 7); ignored when `from` and `to` are given. */
  @IsOptional()
  @ToNumber()
  @IsIn(ANALYTICS_PERIODS, { message: 'days must be 1, 7, 30 or 90' })
  @ApiProperty({ enum: ANALYTICS_PERIODS, required: false, default: 7 })
  days?: number;

  /** First day of a custom range (YYYY-MM-DD, the site's calendar); needs `to`. */
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date like 2026-11-01' })
  from?: string;

  /** Last day of a custom range (YYYY-MM-DD), at most 366 days after `from`. */
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date like 2026-11-30' })
  to?: string;
}

export class AnalyticsTotalsDto {
  views: number;
  /** The sum of each day's distinct visitors (visitors are recognised within a day only). */
  visitors: number;
  /** Counted clicks on seller links (/go/). */
  clicks: number;
  /** Newsletter sign-ups (confirmation e-mails sent). */
  signups: number;
  /** Commission in the period's uploaded reports, in dollars. */
  earnings: number;
  /** The part of it whose sub-id names no page or product of this site (a link from before sub-ids, or another site's). */
  earningsUnmatched: number;
}

export class AnalyticsDayDto {
  day: string;
  views: number;
  visitors: number;
  clicks: number;
}

export class AnalyticsPageDto {
  path: string;
  /** As the owner knows it: "Blog: Diving Julian Rocks". */
  title: string;
  views: number;
  visitors: number;
  /** Seller-link clicks on this page. */
  clicks: number;
  /** clicks ÷ views (0 when the page had no views). */
  clickThroughRate: number;
  earnings: number;
}

export class AnalyticsSourceDto {
  /** The referring site's host, or "Direct" (typed, bookmarked, or the browser said nothing). */
  source: string;
  views: number;
  visitors: number;
}

export class AnalyticsCampaignDto {
  /** utm_campaign ("(none)" when only a source or medium was tagged). */
  campaign: string;
  utmSource: string;
  utmMedium: string;
  views: number;
  visitors: number;
}

export class AnalyticsDeviceDto {
  @ApiProperty({ enum: ['mobile', 'tablet', 'desktop'] })
  device: string;
  views: number;
}

export class AnalyticsProductDto {
  @ApiProperty({ enum: ['product', 'review'] })
  targetType: string;
  targetId: number;
  name: string;
  /** Views of the product's (or review's) own page. */
  views: number;
  clicks: number;
  clickThroughRate: number;
  earnings: number;
}

export class AnalyticsSearchDto {
  term: string;
  searches: number;
  /** How many of them found nothing. */
  zeroResults: number;
}

export class AnalyticsNotFoundDto {
  path: string;
  /** Where the visitor came from: a page of ours (a broken link to fix), another site, or "" (typed or unknown). */
  referrer: string;
  count: number;
}

export class AnalyticsSignupDto {
  path: string;
  title: string;
  signups: number;
  confirmed: number;
}

export class AnalyticsReportDto {
  from: string;
  to: string;
  timeZone: string;
  /** How visitors and events are counted, in a sentence for the tab. */
  countedAs: string;
  totals: AnalyticsTotalsDto;
  daily: AnalyticsDayDto[];
  pages: AnalyticsPageDto[];
  sources: AnalyticsSourceDto[];
  campaigns: AnalyticsCampaignDto[];
  devices: AnalyticsDeviceDto[];
  products: AnalyticsProductDto[];
  /** The most frequent searches, with how many found nothing. */
  searches: AnalyticsSearchDto[];
  /** Searches that found nothing, most frequent first: what readers look for and the site lacks. */
  zeroResultSearches: AnalyticsSearchDto[];
  notFound: AnalyticsNotFoundDto[];
  signups: AnalyticsSignupDto[];
}
