import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { STATE_CODES, type StateCode } from '@ddu/shared/dive-sites/states';
import { DiveSiteResponseDto } from './dive-sites.dto';

export class DiveSiteRegionSummaryDto {
  /** URL slug, e.g. "cairns-great-barrier-reef". */
  slug: string;
  /** The region as the sites carry it, e.g. "Cairns & Great Barrier Reef". */
  name: string;
  /** The state or territory most of its sites are in (null when none of them has one). */
  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode', nullable: true })
  state: StateCode | null;
  siteCount: number;
  /** Sites with our full guide (Featured). */
  guideCount: number;
}

export class DiveSiteRegionDto extends DiveSiteRegionSummaryDto {
  /** Our short introduction to the region. */
  intro: string;
  /** The region's sites, featured first, then by name. */
  sites: DiveSiteResponseDto[];
}

export class DiveSiteRegionSlugParamDto {
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lower-case letters, digits and single hyphens' })
  slug: string;
}
