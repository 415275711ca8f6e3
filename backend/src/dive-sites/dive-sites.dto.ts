import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsPathId, strictIdOrRaw } from '../common/parse-id.pipe';
import { MAX_ID } from '@ddu/shared/text/path-id';
import { LEN } from '../database/entity-columns';
import { STATE_CODES, type StateCode } from '@ddu/shared/dive-sites/states';
import { COMPASS_POINTS, EXPOSURE_SOURCES, OPEN_WATER_CAP_KM, type ExposureSource } from '@ddu/shared/dive-sites/exposure';
import { IsHttpUrlOrEmpty, IsImageUrlOrEmpty, IsLinkOrEmpty, ToNumber, Trim } from '../common/validation';

export type SkillLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export const SKILL_LEVELS: readonly SkillLevel[] = ['Beginner', 'Intermediate', 'Advanced'];
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'Beginner';

/** How much open water a site faces in each of the 16 compass points, and what that means in words. */
export class SiteExposureDto {
  /**
   * Kilometres of water before land toward N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW
   * (that order: 0° and clockwise in 22.5° steps), capped at 50 (open ocean).
   */
  @ApiProperty({ type: [Number], minItems: 16, maxItems: 16, example: [50, 50, 50, 50, 50, 50, 50, 50, 12, 3, 0.4, 0.2, 0.2, 0.3, 1, 6] })
  openKm: number[];
  /** `computed` from the Natural Earth coastline, or `owner`: set by the site's owner (never recomputed). */
  @ApiProperty({ enum: EXPOSURE_SOURCES, enumName: 'ExposureSource' })
  source: ExposureSource;
  /** The same in words, e.g. "Open to swell from E–SE; sheltered from the west." */
  summary: string;
}

/** One dive site as the directory, the map and the admin area read it. */
export class DiveSiteResponseDto {
  id: number;
  name: string;
  /** A destination visitors know, e.g. "Sydney" or "Ningaloo & Exmouth". */
  region: string;
  /**
   * The state or territory: QLD, NSW, VIC, TAS, SA, WA, NT, or an external territory (CX Christmas
   * Island, CC Cocos (Keeling) Islands). Null only for a site outside every state that the owner has
   * not given one.
   */
  @ApiProperty({ enum: STATE_CODES, enumName: 'StateCode', nullable: true })
  state: StateCode | null;
  /** Decimal degrees as a string with 8 decimals, e.g. "-33.84010000" (parse to a number for maps). */
  latitude: string;
  /** Decimal degrees as a string with 8 decimals, e.g. "151.27780000". */
  longitude: string;
  description: string;
  @ApiProperty({ enum: SKILL_LEVELS, enumName: 'SkillLevel' })
  skillLevel: SkillLevel;
  /** Free text, e.g. "0-23m"; empty when unknown. The largest number is the maximum depth. */
  depthRange: string;
  /** e.g. "20-26°C". */
  waterTemp: string;
  /** Null when unknown (the page then shows "Variable"). */
  @ApiProperty({ type: String, nullable: true })
  visibility: string | null;
  bestTime: string;
  @ApiProperty({ type: String, nullable: true })
  marineLife: string | null;
  /** Safety notes. */
  @ApiProperty({ type: String, nullable: true })
  hazards: string | null;
  @ApiProperty({ type: String, nullable: true })
  facilities: string | null;
  /** Null when the site has no photo yet (the page shows "Photo Coming Soon"). */
  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;
  /** The alt text the owner wrote for the uploaded photo (media library); null otherwise: then the name describes it. */
  @ApiProperty({ type: String, nullable: true })
  imageAlt: string | null;
  @ApiProperty({ type: String, nullable: true })
  videoUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  videoThumbnail: string | null;
  /** An external http(s) address or a path on this site, e.g. "/blog/diving-julian-rocks". */
  @ApiProperty({ type: String, nullable: true })
  reviewLink: string | null;
  featured: boolean;
  /**
   * For a site with tidal currents: minutes from high water to slack water (e.g. 180 at Port Phillip
   * Heads), which gives the dive window its slack windows; null when no currents are noted.
   */
  @ApiProperty({ type: Number, nullable: true })
  slackOffsetMinutes: number | null;
  /** Which directions the site is open to or sheltered from; null until it has been computed. */
  @ApiProperty({ type: SiteExposureDto, nullable: true })
  exposure: SiteExposureDto | null;
}

/** The fields a directory row (with its video button), the directory's filters and its map read (what GET /api/dive-sites/list sends). */
export const DIVE_SITE_LIST_FIELDS = [
  'id',
  'name',
  'region',
  'state',
  'latitude',
  'longitude',
  'skillLevel',
  'depthRange',
  'marineLife',
  'featured',
  'videoUrl',
] as const satisfies readonly (keyof DiveSiteResponseDto)[];

/**
 * One dive site as a row of the directory: the page's state carries 295 of them, so only what a row,
 * the filters and the map read; the full guide is on the site's own page.
 */
export class DiveSiteListItemDto extends PickType(DiveSiteResponseDto, DIVE_SITE_LIST_FIELDS) {}

/** Everything the admin can set on a dive site (create, and full update with PUT). */
export class DiveSiteInputDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(LEN.name)
  name: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'region is required' })
  @MaxLength(LEN.name)
  region: string;

  /**
   * The state or territory's code (upper or lower case). Left out: the state the coordinates lie in
   * (400 when they lie in none).
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  @ApiPropertyOptional({ enum: STATE_CODES, enumName: 'StateCode' })
  state?: StateCode;

  /** Decimal degrees, -90 to 90 (a numeric string is accepted too). */
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number between -90 and 90' })
  @Min(-90, { message: 'latitude must be a number between -90 and 90' })
  @Max(90, { message: 'latitude must be a number between -90 and 90' })
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: -33.8401 })
  latitude: number;

  /** Decimal degrees, -180 to 180 (a numeric string is accepted too). */
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number between -180 and 180' })
  @Min(-180, { message: 'longitude must be a number between -180 and 180' })
  @Max(180, { message: 'longitude must be a number between -180 and 180' })
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 151.2778 })
  longitude: number;

  /** Defaults to Beginner. */
  @IsOptional()
  @IsIn(SKILL_LEVELS, { message: `skillLevel must be one of: ${SKILL_LEVELS.join(', ')}` })
  @ApiPropertyOptional({ enum: SKILL_LEVELS, enumName: 'SkillLevel' })
  skillLevel?: SkillLevel;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text)
  description?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.short)
  depthRange?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.short)
  waterTemp?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.short)
  visibility?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.name)
  bestTime?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text)
  marineLife?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text)
  hazards?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text)
  facilities?: string;

  @IsOptional()
  @Trim()
  @IsImageUrlOrEmpty()
  @MaxLength(LEN.url)
  imageUrl?: string;

  @IsOptional()
  @Trim()
  @IsHttpUrlOrEmpty()
  @MaxLength(LEN.url)
  videoUrl?: string;

  @IsOptional()
  @Trim()
  @IsImageUrlOrEmpty()
  @MaxLength(LEN.url)
  videoThumbnail?: string;

  @IsOptional()
  @Trim()
  @IsLinkOrEmpty()
  @MaxLength(LEN.url)
  reviewLink?: string;

  @IsOptional()
  @IsBoolean()
  featured?: boolean;

  /** Minutes from high water to slack water (-720..720); null or absent: no currents noted. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -720, maximum: 720 })
  @IsOptional()
  @IsInt({ message: 'slackOffsetMinutes must be a whole number of minutes between -720 and 720' })
  @Min(-720, { message: 'slackOffsetMinutes must be a whole number of minutes between -720 and 720' })
  @Max(720, { message: 'slackOffsetMinutes must be a whole number of minutes between -720 and 720' })
  slackOffsetMinutes?: number | null;
}

/**
 * PUT replaces the whole site. The admin page sends back the site it loaded, so its id is accepted
 * (and must match the URL) instead of being refused as an unknown field.
 */
export class UpdateDiveSiteDto extends DiveSiteInputDto {
  @IsOptional()
  @IsInt()
  id?: number;

  /** Read-only (the photo's alt text lives in the media library): accepted in a sent-back site and ignored. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(LEN.name)
  imageAlt?: string | null;

  /** Read-only here (PUT /api/dive-sites/{id}/exposure sets it): accepted in a sent-back site and ignored. */
  @ApiPropertyOptional({ type: Object, nullable: true })
  @IsOptional()
  @IsObject()
  exposure?: object | null;
}

const OPEN_KM_RULE = `openKm must be ${COMPASS_POINTS.length} numbers of kilometres, each from 0 to ${OPEN_WATER_CAP_KM}, for ${COMPASS_POINTS.join(', ')} in that order`;

/** The owner's own exposure of a site: kilometres of open water toward each compass point. */
export class UpdateDiveSiteExposureDto {
  /**
   * Kilometres of water before land toward N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW
   * (that order), each 0 (land right there) to 50 (open ocean).
   */
  @IsArray({ message: OPEN_KM_RULE })
  @ArrayMinSize(COMPASS_POINTS.length, { message: OPEN_KM_RULE })
  @ArrayMaxSize(COMPASS_POINTS.length, { message: OPEN_KM_RULE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: OPEN_KM_RULE })
  @Min(0, { each: true, message: OPEN_KM_RULE })
  @Max(OPEN_WATER_CAP_KM, { each: true, message: OPEN_KM_RULE })
  @ApiProperty({ type: [Number], minItems: 16, maxItems: 16, example: [50, 50, 50, 50, 50, 50, 50, 50, 12, 3, 0.4, 0.2, 0.2, 0.3, 1, 6] })
  openKm: number[];
}

export class UpdateDiveSitePhotoDto {
  /** An http(s) image address or an uploaded photo (/media/...); "" removes the photo. */
  @Trim()
  @IsImageUrlOrEmpty()
  @MaxLength(LEN.url)
  imageUrl: string;
}

export class UpdateDiveSiteVideoDto {
  /** A YouTube/Vimeo page or a video file address; "" removes the video (and its thumbnail). */
  @Trim()
  @IsHttpUrlOrEmpty()
  @MaxLength(LEN.url)
  videoUrl: string;

  @IsOptional()
  @Trim()
  @IsImageUrlOrEmpty()
  @MaxLength(LEN.url)
  videoThumbnail?: string;
}

export class UpdateDiveSiteReviewLinkDto {
  /** An http(s) address or a page of this site ("/blog/..."); "" removes the link. */
  @Trim()
  @IsLinkOrEmpty()
  @MaxLength(LEN.url)
  reviewLink: string;
}

export class ListDiveSitesQueryDto {
  /** Only the sites of this state or territory: its code, e.g. `qld` or `QLD` (400 for any other value). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.map((code) => code.toLowerCase()).join(', ')}` })
  @ApiPropertyOptional({ enum: STATE_CODES.map((code) => code.toLowerCase()), example: 'qld' })
  state?: StateCode;
}

export class SearchDiveSitesQueryDto {
  /** Every word must appear (case-insensitively) in the name, region, marine life or description. */
  @Trim()
  @IsString()
  @Length(1, 100, { message: 'q must be between 1 and 100 characters' })
  q: string;
}

export class DiveSiteByReviewUrlQueryDto {
  /** The page path, e.g. "/blog/diving-julian-rocks" (a full address is accepted too). */
  @Trim()
  @IsString()
  @Length(1, LEN.url, { message: `url must be between 1 and ${LEN.url} characters` })
  url: string;
}

export class DiveSiteIdParamDto {
  @ApiProperty({ minimum: 1, maximum: MAX_ID })
  @Transform(({ value }) => strictIdOrRaw(value))
  @IsPathId()
  id: number;
}
