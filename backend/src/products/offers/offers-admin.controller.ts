import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminCreate, AdminUpdate, AuditDeletes } from '../../common/admin-endpoints';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { AdminProductOfferDto, CreateProductOfferDto, UpdateProductOfferDto } from './offers.dto';
import { OffersService } from './offers.service';
import { ProductOffer } from './product-offer.entity';

@ApiTags('admin')
@Controller('admin')
export class OffersAdminController {
  constructor(private readonly offers: OffersService) {}

  /**
   * A product's offers from sellers, oldest first, with the fields only the owner sees.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get('products/:id/offers')
  @AdminOnly()
  @ApiOkResponse({ type: [AdminProductOfferDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id.' })
  listOffers(@Param('id', ParseIdPipe) id: number): Promise<AdminProductOfferDto[]> {
    return this.offers.list(id);
  }

  /**
   * Add a seller's offer to a product.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The product's price becomes its best offer's.
   */
  @Post('products/:id/offers')
  @AdminCreate(AdminProductOfferDto, {
    badRequest: 'A required field is missing or a value is invalid.',
    notFound: 'No product has this id.',
  })
  createOffer(@Param('id', ParseIdPipe) id: number, @Body() dto: CreateProductOfferDto): Promise<AdminProductOfferDto> {
    return this.offers.create(id, dto);
  }

  /**
   * Change some fields of an offer.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. A typed price counts as checked now.
   */
  @Patch('offers/:id')
  @AdminUpdate(AdminProductOfferDto, { badRequest: 'A value is invalid.', notFound: 'No offer has this id.' })
  updateOffer(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateProductOfferDto): Promise<AdminProductOfferDto> {
    return this.offers.update(id, dto);
  }

  /**
   * Remove an offer (its price history goes with it).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log.
   */
  @Delete('offers/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AuditDeletes(ProductOffer, 'name', 'sellerName')
  @AdminOnly()
  @ApiNoContentResponse({ description: 'The offer was removed.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No offer has this id.' })
  deleteOffer(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.offers.remove(id);
  }
}
