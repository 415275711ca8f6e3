import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OfferCheckDto, PriceChecksReportDto } from './price-checks.dto';
import { PriceChecksService } from './price-checks.service';

@ApiTags('admin')
@Controller('admin/price-checks')
export class PriceChecksController {
  constructor(private readonly prices: PriceChecksService) {}

  /**
   * Offers whose latest price reading was not used (no readable price, another currency, zero, a drop of more than
   * 70 % in one check, or the page could not be read), with the price still shown and its age.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The prices are read with the
   * link check, every LINK_CHECK_INTERVAL_HOURS.
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: PriceChecksReportDto })
  getPriceChecks(): Promise<PriceChecksReportDto> {
    return this.prices.report();
  }

  /**
   * "Check price now" for one offer: reads its seller page's schema.org price and stores the reading.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The check never requests an
   * internal address, not even through a redirect.
   */
  @Post('offers/:id/check')
  @AdminOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: OfferCheckDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No offer has this id, or it has no seller page.' })
  checkOfferPrice(@Param('id', ParseIdPipe) id: number): Promise<OfferCheckDto> {
    return this.prices.checkOne(id);
  }
}
