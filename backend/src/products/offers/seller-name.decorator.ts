import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../common/validation';

/** The sellerName columns of offers and feed addresses are varchar(100). */
export const SELLER_NAME_MAX = 100;

/**
 * A seller's name as the owner types it, one rule set for every form that names a seller (an offer,
 * a feed upload, a feed address), so the feeds keep matching the offers they update. Carries the
 * maxLength the swagger plugin cannot read through a composed decorator; each DTO keeps its own doc
 * comment as the description.
 */
export const SellerNameField = (): PropertyDecorator =>
  applyDecorators(
    SingleLine(),
    IsString(),
    IsNotEmpty({ message: 'sellerName is required' }),
    MaxLength(SELLER_NAME_MAX),
    ApiProperty({ maxLength: SELLER_NAME_MAX }),
  );
