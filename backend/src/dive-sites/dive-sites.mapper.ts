import { DiveSite } from './dive-site.entity';
import {
  DEFAULT_SKILL_LEVEL,
  DIVE_SITE_LIST_FIELDS,
  DiveSiteInputDto,
  DiveSiteListItemDto,
  DiveSiteResponseDto,
  SKILL_LEVELS,
  SiteExposureDto,
  SkillLevel,
} from './dive-sites.dto';
import { describeExposure } from '@ddu/shared/dive-sites/exposure';
import { isStateCode, stateOfPoint, type StateCode } from '@ddu/shared/dive-sites/states';

/** Optional text is stored as "" by the seed and null by older rows: the API always says null. */
function optional(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

function skillLevelOf(value: string): SkillLevel {
  return (SKILL_LEVELS as readonly string[]).includes(value) ? (value as SkillLevel) : DEFAULT_SKILL_LEVEL;
}

export function toDiveSiteResponse(site: DiveSite): DiveSiteResponseDto {
  return {
    id: site.id,
    name: site.name,
    region: site.region,
    state: isStateCode(site.state) ? site.state : null,
    latitude: site.latitude,
    longitude: site.longitude,
    description: site.description,
    skillLevel: skillLevelOf(site.skillLevel),
    depthRange: site.depthRange,
    waterTemp: site.waterTemp,
    visibility: optional(site.visibility),
    bestTime: site.bestTime,
    marineLife: optional(site.marineLife),
    hazards: optional(site.hazards),
    facilities: optional(site.facilities),
    imageUrl: optional(site.imageUrl),
    // Filled from the media library by withImageAlt, once per answer.
    imageAlt: null,
    videoUrl: optional(site.videoUrl),
    videoThumbnail: optional(site.videoThumbnail),
    reviewLink: optional(site.reviewLink),
    featured: Boolean(site.featured),
    slackOffsetMinutes: site.slackOffsetMinutes ?? null,
    exposure: toSiteExposure(site),
  };
}

/** Null until computed or set; a source other than the owner's reads as computed. */
export function toSiteExposure(site: Pick<DiveSite, 'exposureOpenKm' | 'exposureSource'>): SiteExposureDto | null {
  if (site.exposureOpenKm === null || site.exposureOpenKm === undefined) return null;
  const exposure = { openKm: site.exposureOpenKm, source: site.exposureSource === 'owner' ? ('owner' as const) : ('computed' as const) };
  return { ...exposure, summary: describeExposure(exposure) };
}

/** A full site cut down to its directory row (the same values as the full answer, by construction). */
export function toDiveSiteListItem(site: DiveSiteResponseDto): DiveSiteListItemDto {
  const item: Partial<DiveSiteListItemDto> = {};
  for (const field of DIVE_SITE_LIST_FIELDS) (item as Record<string, unknown>)[field] = site[field];
  return item as DiveSiteListItemDto;
}

/** What the admin's create and full update write; exposure has its own writes (dive-site-exposure.service.ts). */
export type DiveSiteColumns = Omit<DiveSite, 'id' | 'createdAt' | 'seedHash' | 'exposureOpenKm' | 'exposureSource' | 'slackOffsetSource'>;
/** Everything an update may change. */
export type DiveSiteWritable = DiveSiteColumns & Pick<DiveSite, 'exposureOpenKm' | 'exposureSource' | 'slackOffsetSource'>;

/** The state the owner chose, else the one the coordinates lie in; null when neither gives one. */
export function stateOfInput(input: Pick<DiveSiteInputDto, 'state' | 'latitude' | 'longitude'>): StateCode | null {
  return input.state ?? stateOfPoint(input.latitude, input.longitude);
}

/** Coordinates are stored with the column's 8 decimals; a full update resets omitted fields. */
export function toDiveSiteColumns(input: DiveSiteInputDto, state: StateCode): DiveSiteColumns {
  return {
    name: input.name,
    region: input.region,
    state,
    latitude: input.latitude.toFixed(8),
    longitude: input.longitude.toFixed(8),
    description: input.description ?? '',
    skillLevel: input.skillLevel ?? DEFAULT_SKILL_LEVEL,
    depthRange: input.depthRange ?? '',
    waterTemp: input.waterTemp ?? '',
    visibility: optional(input.visibility),
    bestTime: input.bestTime ?? '',
    marineLife: optional(input.marineLife),
    hazards: optional(input.hazards),
    facilities: optional(input.facilities),
    imageUrl: optional(input.imageUrl),
    videoUrl: optional(input.videoUrl),
    videoThumbnail: optional(input.videoThumbnail),
    reviewLink: optional(input.reviewLink),
    featured: input.featured ?? false,
    slackOffsetMinutes: input.slackOffsetMinutes ?? null,
  };
}
