import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsHttpUrl, Trim } from '../../common/validation';
import { SellerNameField } from '../../products/offers/seller-name.decorator';

/** The largest feed taken in one request (characters); larger feeds are fetched from their address. */
export const MAX_FEED_CHARS = 900_000;

export class ImportPriceFeedDto {
  /** Whose feed this is: rows update that seller's offers only (matched by GTIN, else by SKU). */
  @SellerNameField()
  sellerName: string;

  /** The feed's text: CSV or tab-separated, with a header row in Google Merchant feed columns. */
  @IsString()
  @IsNotEmpty({ message: 'csv is required' })
  @MaxLength(MAX_FEED_CHARS, { message: `csv must be at most ${MAX_FEED_CHARS} characters: give larger feeds by address (PRICE_FEEDS)` })
  csv: string;
}

export class FeedRowNoteDto {
  /** The row's line in the file (the header is row 1). */
  row: number;
  id: string;
  gtin: string;
  mpn: string;
  title: string;
  /** For a flagged row: why its price was not used, in a sentence. */
  detail: string;
}

export class FeedImportResultDto {
  sellerName: string;
  /** Rows in the feed. */
  rows: number;
  /** Offers whose price, stock and time the feed updated. */
  updated: number;
  /** Rows whose price was not used (another currency, zero, a drop of more than 70 %). */
  @ApiProperty({ type: [FeedRowNoteDto] })
  flagged: FeedRowNoteDto[];
  /** Rows no offer of this seller has the GTIN or SKU of: reported, never created. */
  @ApiProperty({ type: [FeedRowNoteDto] })
  unknown: FeedRowNoteDto[];
}

/** A seller's feed address, fetched with the daily link check. */
export class AddPriceFeedSourceDto {
  /** Whose offers the feed updates, as in the offers (any case). */
  @SellerNameField()
  sellerName: string;

  /** The feed's address, e.g. the affiliate network's "product feed URL". */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(500)
  @IsHttpUrl()
  url: string;
}

export class PriceFeedSourceDto {
  id: number;
  sellerName: string;
  url: string;
  /** When the feed was last fetched (ISO 8601); null before the first fetch. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastFetchedAt: string | null;
  /** What the last fetch did, in a sentence; '' before the first fetch. */
  lastResult: string;
  /** Whether the last fetch updated prices (false also before the first fetch). */
  lastOk: boolean;
}

export class PriceFeedFetchDto {
  @ApiProperty({ type: PriceFeedSourceDto })
  source: PriceFeedSourceDto;
  /** What the feed did row by row; null when it could not be fetched or was refused (see source.lastResult). */
  @ApiProperty({ type: FeedImportResultDto, nullable: true })
  result: FeedImportResultDto | null;
}
