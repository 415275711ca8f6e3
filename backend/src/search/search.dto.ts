import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { PageNumber, PageSize, Trim } from '../common/validation';

/** The kinds of result, in the order the search page lists its groups. */
export const SEARCH_RESULT_TYPES = ['dive-site', 'article', 'review', 'product'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
export const MAX_PAGE = 1000;

export class SearchQueryDto {
  /** What to look for: every word must be found (case-insensitively) in a result. 2–100 characters once trimmed. */
  @Trim()
  @IsString({ message: 'q must be text' })
  @Length(MIN_QUERY_LENGTH, MAX_QUERY_LENGTH, { message: `q must be between ${MIN_QUERY_LENGTH} and ${MAX_QUERY_LENGTH} characters` })
  q: string;

  /** Only this group's results (the other groups still give their totals). */
  @IsOptional()
  @IsIn(SEARCH_RESULT_TYPES, { message: `type must be one of: ${SEARCH_RESULT_TYPES.join(', ')}` })
  @ApiProperty({ enum: SEARCH_RESULT_TYPES, enumName: 'SearchResultType', required: false })
  type?: SearchResultType;

  /** Which page of each group, from 1 (default 1). */
  @PageNumber(MAX_PAGE)
  page?: number;

  /** Results per group and page, 1–50 (default 10). */
  @PageSize(MAX_LIMIT)
  limit?: number;
}

/** One match: the spec's derived search result, for every kind of content. */
export class SearchResultDto {
  @ApiProperty({ enum: SEARCH_RESULT_TYPES, enumName: 'SearchResultType' })
  type: SearchResultType;
  id: number;
  /** The article's or review's title, the site's or product's name. */
  title: string;
  /** Plain text, at most about 160 characters, cut at a word. */
  excerpt: string;
  /** The article's, review's or product's category; a dive site's region. */
  category: string;
  /** The page of the result on this site, e.g. "/dive-sites/12". */
  href: string;
  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;
}

export class SearchGroupDto {
  @ApiProperty({ enum: SEARCH_RESULT_TYPES, enumName: 'SearchResultType' })
  type: SearchResultType;
  /** How many results of this kind match in all. */
  total: number;
  /** The requested page of them, best first; empty when another `type` was asked for. */
  @ApiProperty({ type: [SearchResultDto] })
  items: SearchResultDto[];
}

/** A dive site whose name is close to a query that found nothing. */
export class SiteSuggestionDto {
  id: number;
  name: string;
  region: string;
  /** e.g. "/dive-sites/12". */
  href: string;
}

export class SearchResponseDto {
  /** The query as searched (trimmed). */
  q: string;
  page: number;
  limit: number;
  /** Matches of every kind. */
  total: number;
  /** Dive sites, articles, reviews, products: always all four, in that order. */
  @ApiProperty({ type: [SearchGroupDto] })
  groups: SearchGroupDto[];
  /** When nothing matches: the dive sites whose names are closest to the query (at most 3); otherwise empty. */
  @ApiProperty({ type: [SiteSuggestionDto] })
  suggestions: SiteSuggestionDto[];
}
