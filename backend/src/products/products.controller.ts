import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { CreateProductDto, ProductResponseDto, UpdateProductDto } from './products.dto';
import { ListProductsQueryDto } from './products-query.dto';
import { PRODUCT_TOPICS, ProductsService } from './products.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { Product } from './product.entity';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /**
   * Shop products: every one, featured first, then the newest; or sorted (sort=price-asc, price-desc, rating) and
   * within a price range (min, max in AUD, both included), as the shop's sort and price boxes ask.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. An unknown sort, a negative or non-numeric price, or min above
   * max answers 400 with a sentence.
   */
  @Get()
  @ApiOkResponse({ type: [ProductResponseDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown sort, a price that is not 0 or more, or min above max.' })
  @PublicCached(PRODUCT_TOPICS, { pinned: true, query: ['max', 'min', 'sort'] })
  getProducts(@Query() query: ListProductsQueryDto): Promise<ProductResponseDto[]> {
    return this.products.findAll(query);
  }

  /**
   * Products marked featured, for the home page.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get('featured')
  @ApiOkResponse({ type: [ProductResponseDto] })
  @PublicCached(PRODUCT_TOPICS, { pinned: true })
  getFeaturedProducts(): Promise<ProductResponseDto[]> {
    return this.products.findFeatured();
  }

  /**
   * One product, for its detail page and site-search results.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. The id is plain decimal digits (`016`, `0x10` or `1e1` answer
   * 400).
   */
  @Get(':id')
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id.' })
  @PublicCached(PRODUCT_TOPICS)
  getProduct(@Param('id', ParseIdPipe) id: number): Promise<ProductResponseDto> {
    return this.products.findOne(id);
  }

  /**
   * Other products to compare with this one ("Compare with" on its page): up to three of its category that a seller
   * has in stock at a best price within 30 % of this product's best price, either way; the closest price first,
   * then the better rating. Empty when none is.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300. The id is plain decimal digits (`016`, `0x10` or `1e1` answer
   * 400).
   */
  @Get(':id/alternatives')
  @ApiOkResponse({ type: [ProductResponseDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id.' })
  @PublicCached(PRODUCT_TOPICS)
  getProductAlternatives(@Param('id', ParseIdPipe) id: number): Promise<ProductResponseDto[]> {
    return this.products.findAlternatives(id);
  }

  /**
   * Create a shop product.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. A seller link to an internal or private address
   * answers 400. An Idempotency-Key header makes a repeated request create one product.
   */
  @Post()
  @AdminCreate(ProductResponseDto, { badRequest: 'A required field is missing or a value is invalid.' })
  createProduct(@Body() dto: CreateProductDto): Promise<ProductResponseDto> {
    return this.products.create(dto);
  }

  /**
   * Change some fields of a shop product.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Send only the fields to change.
   */
  @Patch(':id')
  @AdminUpdate(ProductResponseDto, { badRequest: 'A value is invalid.', notFound: 'No product has this id.' })
  updateProduct(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateProductDto): Promise<ProductResponseDto> {
    return this.products.update(id, dto);
  }

  /**
   * Delete a shop product.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The audit entry names the deleted product.
   */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(Product, 'name', { deleted: 'The product was deleted.', notFound: 'No product has this id.' })
  deleteProduct(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.products.remove(id);
  }
}
