import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { STATE_CODES, type StateCode } from '@ddu/shared/dive-sites/states';
import { SKILL_LEVELS } from './dive-sites.dto';
import type { SkillLevel } from './dive-sites.dto';
import { DiveSiteRegionSummaryDto } from './dive-site-regions.dto';

export class DiveSiteStateSummaryDto {
  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode' })
  code: StateCode;
  /** URL slug, e.g. "queensland" (/dive-sites/state/queensland). */
  slug: string;
  /** e.g. "Queensland", "Cocos (Keeling) Islands". */
  name: string;
  siteCount: number;
  /** Sites with our full guide (Featured). */
  guideCount: number;
}

/** One site as a state page lists it: enough for a row and a map marker. */
export class DiveSiteStateSiteDto {
  id: number;
  name: string;
  region: string;
  /** Decimal degrees as a string with 8 decimals. */
  latitude: string;
  longitude: string;
  @ApiProperty({ enum: SKILL_LEVELS, enumName: 'SkillLevel' })
  skillLevel: SkillLevel;
  /** e.g. "to 23 m"; empty when unknown. */
  depthRange: string;
  featured: boolean;
}

export class DiveSiteStateDto extends DiveSiteStateSummaryDto {
  /** Our short introduction to diving in the state. */
  intro: string;
  /** The state's regions, the most sites first. */
  regions: DiveSiteRegionSummaryDto[];
  /** The state's sites, featured first, then by name. */
  sites: DiveSiteStateSiteDto[];
}

export class DiveSiteStateSlugParamDto {
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lower-case letters, digits and single hyphens' })
  slug: string;
}
