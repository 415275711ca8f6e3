import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { BEACON_TEXT_MAX as MAX, EVENT_KINDS, MAX_RESULTS, type EventKind } from './analytics-kinds';

/** One event from the beacon (`navigator.sendBeacon`, sent as text/plain or JSON). Unknown fields are refused. */
export class AnalyticsEventDto {
  /** `view` (a page was shown), `search` (a site search settled on its results) or `not_found` (a missing page was shown). */
  @IsIn(EVENT_KINDS, { message: `kind must be one of: ${EVENT_KINDS.join(', ')}.` })
  kind: EventKind;

  /** The site path (no query): one of the site's pages, or for `not_found` the missing path. */
  @IsString()
  @MaxLength(MAX.path, { message: `path must be at most ${MAX.path} characters.` })
  @Matches(/^\//, { message: 'path must be a path of this site, starting with /.' })
  path: string;

  /** The referring site's host name (e.g. `www.google.com`), or a path of this site for a missing page reached by a link. */
  @IsOptional()
  @IsString()
  @MaxLength(MAX.referrer, { message: `referrer must be at most ${MAX.referrer} characters.` })
  referrer?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX.utmSource, { message: `utmSource must be at most ${MAX.utmSource} characters.` })
  utmSource?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX.utmMedium, { message: `utmMedium must be at most ${MAX.utmMedium} characters.` })
  utmMedium?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX.utmCampaign, { message: `utmCampaign must be at most ${MAX.utmCampaign} characters.` })
  utmCampaign?: string;

  /** A search's words (`search` only). */
  @IsOptional()
  @IsString()
  @MaxLength(MAX.term, { message: `term must be at most ${MAX.term} characters.` })
  term?: string;

  /** A search's number of results (`search` only). */
  @IsOptional()
  @IsInt({ message: 'results must be a whole number.' })
  @Min(0)
  @Max(MAX_RESULTS)
  results?: number;
}
