import { ApiProperty } from '@nestjs/swagger';

export class FlaggedPriceDto {
  offerId: number;
  productId: number;
  productName: string;
  sellerName: string;
  url: string;
  /** page-error, no-price, other-currency, zero-price or steep-drop. */
  @ApiProperty({ enum: ['page-error', 'no-price', 'other-currency', 'zero-price', 'steep-drop'] })
  flag: string;
  /** What was wrong, in a sentence for the owner. */
  detail: string;
  @ApiProperty({ type: String, format: 'date-time' })
  flaggedAt: string;
  /** The price still shown (the last one that was usable); null when none ever was. */
  @ApiProperty({ type: String, nullable: true })
  lastPrice: string | null;
  /** When that price was confirmed. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastCheckedAt: string | null;
}

export class PriceChecksReportDto {
  /** Offers with a seller page (the ones the check reads). */
  checkable: number;
  /** Offers whose latest reading was not used. */
  flagged: number;
  /** Requests to one seller host at the same time (PRICE_CHECK_PER_HOST). */
  perHost: number;
  @ApiProperty({ type: [FlaggedPriceDto] })
  flags: FlaggedPriceDto[];
}

export class OfferCheckDto {
  offerId: number;
  /** '' when the price was read and used; otherwise the flag. */
  flag: string;
  detail: string;
  /** The price read from the page; null when none. */
  @ApiProperty({ type: String, nullable: true })
  price: string | null;
  currency: string;
  @ApiProperty({ enum: ['in_stock', 'out_of_stock', 'unknown'] })
  availability: string;
  @ApiProperty({ type: String, format: 'date-time' })
  checkedAt: string;
}
