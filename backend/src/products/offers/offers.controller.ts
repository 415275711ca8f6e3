import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PublicCached } from '../../common/public-cache/public-cached.decorator';
import { PRODUCT_TOPICS, ProductsService } from '../products.service';
import { ProductResponseDto } from '../products.dto';
import { PriceHistoryDto } from './price-history.dto';
import { PriceHistoryService } from './price-history.service';

// Its own tag, so the generated client puts these in their own file: only the product and review pages load it.
@ApiTags('offers')
@Controller('products')
export class OffersController {
  constructor(
    private readonly history: PriceHistoryService,
    private readonly products: ProductsService,
  ) {}

  /**
   * The shop product one of our published reviews is about (by the review's slug), with its sellers' offers: the
   * review page's seller box shows the same best price as the shop.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get('by-review/:slug')
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published review has this slug, or no shop product is linked to it.' })
  @PublicCached(PRODUCT_TOPICS)
  getProductByReview(@Param('slug') slug: string): Promise<ProductResponseDto> {
    return this.products.findByReview(slug);
  }

  /**
   * A product's price over the last 90 days (each day's lowest price among its sellers), its typical price and
   * whether today's is the lowest in 90 days.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get(':id/price-history')
  @ApiOkResponse({ type: PriceHistoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id.' })
  @PublicCached(PRODUCT_TOPICS)
  getPriceHistory(@Param('id', ParseIdPipe) id: number): Promise<PriceHistoryDto> {
    return this.history.forProduct(id);
  }
}
