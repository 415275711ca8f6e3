import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsHttpUrlOrEmpty, Trim } from '../../common/validation';
import { LEN } from '../../database/entity-columns';
import { IsProductPrice, ToPriceText } from '../product-fields';
import { SellerNameField } from './seller-name.decorator';

/** Currencies a seller may quote in; only AUD is compared and shown as a price (the others are flagged). */
export const OFFER_CURRENCIES = ['AUD', 'NZD', 'USD', 'EUR', 'GBP'] as const;

/** One seller's offer as visitors see it. */
export class ProductOfferDto {
  id: number;
  productId: number;
  /** The seller's name, e.g. "Scuba Warehouse". */
  sellerName: string;
  /** The counted link to the seller: /go/offers/{id}; null when the offer has no seller page. */
  @ApiProperty({ type: String, nullable: true })
  goPath: string | null;
  /** Decimal text with two decimals, e.g. "449.00"; null when no price is known yet. */
  @ApiProperty({ type: String, nullable: true })
  price: string | null;
  /** ISO 4217 code, e.g. AUD. */
  currency: string;
  inStock: boolean;
  /** When the price was last confirmed (ISO 8601); null when never. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  checkedAt: string | null;
  /** The owner chose this seller for the main button. */
  ownersPick: boolean;
  /** This offer is the product's best (see bestOffer). */
  best: boolean;
}

/** An offer with the fields only the owner sees. */
export class AdminProductOfferDto extends ProductOfferDto {
  affiliateUrl: string;
  gtin: string;
  sku: string;
  /** Why the latest price reading was not used ('' when it was): no-price, other-currency, zero-price, steep-drop, fetch-failed. */
  flag: string;
  flagDetail: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  flaggedAt: string | null;
}

/** The price the shop shows for a product and where it comes from. */
export class BestOfferDto {
  /** The offer's id; null for a product without offers (its own typed price is shown). */
  @ApiProperty({ type: Number, nullable: true })
  offerId: number | null;
  /** '' for a product without offers. */
  sellerName: string;
  price: string;
  currency: string;
  inStock: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  checkedAt: string | null;
  /** `owners-pick`: the owner chose this seller ("Our pick of seller"); `lowest`: the lowest price. */
  @ApiProperty({ enum: ['owners-pick', 'lowest'] })
  reason: string;
}

/** The spread of the sellers' AUD prices (schema.org AggregateOffer). */
export class PriceRangeDto {
  lowPrice: string;
  highPrice: string;
  offerCount: number;
  /** Always AUD. */
  priceCurrency: string;
}

/**
 * schema.org AggregateOffer for the product's structured data, built here so the page's JSON-LD
 * carries exactly the prices the API answers (the page embeds it as it is).
 */
export class AggregateOfferJsonLdDto {
  @ApiProperty({ name: '@type', enum: ['AggregateOffer'] })
  '@type': 'AggregateOffer';
  lowPrice: string;
  highPrice: string;
  offerCount: number;
  priceCurrency: string;
  /** https://schema.org/InStock or https://schema.org/OutOfStock. */
  availability: string;
}

export class CreateProductOfferDto {
  @SellerNameField()
  sellerName: string;

  /** The seller's page for this product (clicked through /go/); '' when not known yet. */
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(LEN.url)
  @IsHttpUrlOrEmpty()
  affiliateUrl?: string;

  /** 449, "449" or "449.00" (a leading "$" and thousands commas are accepted). */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '449.00' })
  @ToPriceText()
  @IsProductPrice()
  price: string | number;

  @ApiProperty({ enum: OFFER_CURRENCIES, required: false, default: 'AUD' })
  @IsOptional()
  @IsIn(OFFER_CURRENCIES, { message: `currency must be one of: ${OFFER_CURRENCIES.join(', ')}` })
  currency?: string;

  @IsOptional()
  @IsBoolean()
  inStock?: boolean;

  /** GTIN/EAN/UPC: 8, 12, 13 or 14 digits; '' for none. */
  @Trim()
  @IsOptional()
  @IsString()
  @Matches(/^(?:\d{8}|\d{12,14})?$/, { message: 'gtin must be 8, 12, 13 or 14 digits' })
  gtin?: string;

  /** The seller's product code (a feed's id or mpn); '' for none. */
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sku?: string;

  /** Send the main button to this seller whatever the prices say (only one offer of a product is the pick). */
  @IsOptional()
  @IsBoolean()
  ownersPick?: boolean;
}

/** Any subset of an offer's fields, under the same rules. */
export class UpdateProductOfferDto extends PartialType(CreateProductOfferDto) {}
