import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { FeedImportResultDto, ImportPriceFeedDto } from './price-feeds.dto';
import { PriceFeedsService } from './price-feeds.service';

@ApiTags('admin')
@Controller('admin/price-feeds')
export class PriceFeedsController {
  constructor(private readonly feeds: PriceFeedsService) {}

  /**
   * Apply a seller's product feed (CSV in Google Merchant feed columns): each row updates that seller's offer with
   * the same GTIN, else the same SKU (the feed's id or mpn).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. Rows without a matching
   * offer are reported, not created. A malformed feed is refused whole (400) with a sentence naming the row.
   */
  @Post()
  @AdminOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: FeedImportResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The feed is malformed (the message names the row), or no offer is from this seller.',
  })
  importPriceFeed(@Body() dto: ImportPriceFeedDto): Promise<FeedImportResultDto> {
    return this.feeds.importText(dto.sellerName, dto.csv);
  }
}
