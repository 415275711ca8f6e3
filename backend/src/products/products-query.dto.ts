import { ApiPropertyOptional } from '@nestjs/swagger';
import { SHOP_SORTS, type ShopSort } from '@ddu/shared/products/shop-choice';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';
import { ToNumber } from '../common/validation';

/** The decimal(10,2) price column's largest amount. */
const MAX_PRICE = 99_999_999.99;
const PRICE_MESSAGE = (name: string) => `${name} must be a price in dollars of 0 or more, e.g. 500`;

/** `min` may not be above `max` (either may be left out). */
function NotAboveMax(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notAboveMax',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'min must not be more than max: the lowest price goes in min, the highest in max', ...options },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const max = (args.object as ListProductsQueryDto).max;
          return typeof value !== 'number' || typeof max !== 'number' || value <= max;
        },
      },
    });
}

export class ListProductsQueryDto {
  /** The order: price-asc, price-desc or rating (best first); left out, the shop's own order (featured first, then the newest). */
  @IsOptional()
  @IsIn(SHOP_SORTS, { message: `sort must be one of: ${SHOP_SORTS.join(', ')} (leave it out for the shop's own order)` })
  @ApiPropertyOptional({ enum: SHOP_SORTS, example: 'price-asc' })
  sort?: ShopSort;

  /** The lowest price in AUD (inclusive), e.g. 200. */
  @IsOptional()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PRICE_MESSAGE('min') })
  @Min(0, { message: PRICE_MESSAGE('min') })
  @Max(MAX_PRICE, { message: PRICE_MESSAGE('min') })
  @NotAboveMax()
  @ApiPropertyOptional({ type: Number, minimum: 0, example: 200 })
  min?: number;

  /** The highest price in AUD (inclusive), e.g. 500. */
  @IsOptional()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PRICE_MESSAGE('max') })
  @Min(0, { message: PRICE_MESSAGE('max') })
  @Max(MAX_PRICE, { message: PRICE_MESSAGE('max') })
  @ApiPropertyOptional({ type: Number, minimum: 0, example: 500 })
  max?: number;
}
