import { ApiProperty } from '@nestjs/swagger';

export const LINK_OUTCOMES = ['ok', 'redirected', 'broken', 'could_not_check', 'unchecked'] as const;

export class LinkHealthDto {
  @ApiProperty({ enum: ['product', 'review'] })
  targetType: string;
  targetId: number;
  /** The product's name or the review's title. */
  name: string;
  /** The seller address as stored now. */
  url: string;
  /**
   * `broken`: the seller answered 4xx/5xx; `could_not_check`: no answer at all (DNS, timeout, our own
   * server offline), which is no verdict on the link; `unchecked`: never checked, or the link changed since.
   */
  @ApiProperty({ enum: LINK_OUTCOMES })
  outcome: string;
  @ApiProperty({ type: Number, nullable: true })
  status: number | null;
  finalUrl: string;
  error: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  checkedAt: string | null;
}

export class LinkHealthSummaryDto {
  ok: number;
  redirected: number;
  broken: number;
  /** Links whose last check got no answer (not counted as problems: see LinkHealthDto.outcome). */
  couldNotCheck: number;
  unchecked: number;
}

export class LinkHealthReportDto {
  summary: LinkHealthSummaryDto;
  /** Every product and review with a seller link; problems first. */
  @ApiProperty({ type: [LinkHealthDto] })
  links: LinkHealthDto[];
}
