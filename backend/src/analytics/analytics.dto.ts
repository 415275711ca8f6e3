import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { EVENT_KINDS, type EventKind } from './analytics-kinds';

const UTM_MAX = 100;

/** One event from the beacon (`navigator.sendBeacon`, sent as text/plain or JSON). Unknown fields are refused. */
export class AnalyticsEventDto {
  /** `view` (a page was shown), `search` (a site search settled on its results) or `not_found` (a missing page was shown). */
  @IsIn(EVENT_KINDS, { message: `kind must be one of: ${EVENT_KINDS.join(', ')}.` })
  kind: EventKind;

  /** The site path (no query): one of the site's pages, or for `not_found` the missing path. */
  @IsString()
  @MaxLength(191, { message: 'path must be at most 191 characters.' })
  @Matches(/^\//, { message: 'path must be a path of this site, starting with /.' })
  path: string;

  /** The referring site's host name (e.g. `www.google.com`), or a path of this site for a missing page reached by a link. */
  @IsOptional()
  @IsString()
  @MaxLength(191, { message: 'referrer must be at most 191 characters.' })
  referrer?: string;

  @IsOptional()
  @IsString()
  @MaxLength(UTM_MAX, { message: `utmSource must be at most ${UTM_MAX} characters.` })
  utmSource?: string;

  @IsOptional()
  @IsString()
  @MaxLength(UTM_MAX, { message: `utmMedium must be at most ${UTM_MAX} characters.` })
  utmMedium?: string;

  @IsOptional()
  @IsString()
  @MaxLength(UTM_MAX, { message: `utmCampaign must be at most ${UTM_MAX} characters.` })
  utmCampaign?: string;

  /** A search's words (`search` only). */
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'term must be at most 100 characters.' })
  term?: string;

  /** A search's number of results (`search` only). */
  @IsOptional()
  @IsInt({ message: 'results must be a whole number.' })
  @Min(0)
  @Max(1_000_000)
  results?: number;
}
