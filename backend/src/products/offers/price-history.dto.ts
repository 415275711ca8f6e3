import { ApiProperty } from '@nestjs/swagger';

export class DailyPriceDto {
  /** YYYY-MM-DD on the site's clock. */
  day: string;
  /** That day's lowest usable AUD price among the sellers, e.g. "449.00". */
  price: string;
}

export class PriceHistoryDto {
  /** Always AUD. */
  currency: string;
  /** One point per day with a reading in the last 90 days, oldest first. */
  @ApiProperty({ type: [DailyPriceDto] })
  days: DailyPriceDto[];
  /** The best price shown today (the product's price). */
  todaysPrice: string;
  /** The median of the daily prices over 90 days; null without history. */
  @ApiProperty({ type: String, nullable: true })
  typicalPrice: string | null;
  /** The lowest daily price before today in the 90 days; null without history. */
  @ApiProperty({ type: String, nullable: true })
  previousLowest: string | null;
  /** "Lowest price in 90 days": today's best is below both the typical price and every earlier day (7+ days of history). */
  isLowestIn90Days: boolean;
}
