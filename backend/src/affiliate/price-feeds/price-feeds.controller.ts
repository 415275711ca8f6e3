import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminCreate, AuditDeletes } from '../../common/admin-endpoints';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PriceFeedSource } from './price-feed-source.entity';
import { PriceFeedSourcesRepository } from './price-feed-sources.repository';
import { AddPriceFeedSourceDto, FeedImportResultDto, ImportPriceFeedDto, PriceFeedFetchDto, PriceFeedSourceDto } from './price-feeds.dto';
import { PriceFeedsService, toSourceDto } from './price-feeds.service';

@ApiTags('admin')
@Controller('admin/price-feeds')
export class PriceFeedsController {
  constructor(
    private readonly feeds: PriceFeedsService,
    private readonly sources: PriceFeedSourcesRepository,
  ) {}

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

  /**
   * The sellers' feeds listed by address, each with what its last fetch did.
   *
   * @remarks Admin only. Every listed feed is fetched and applied with the daily link check.
   */
  @Get('sources')
  @AdminOnly()
  @ApiOkResponse({ type: [PriceFeedSourceDto] })
  async listPriceFeedSources(): Promise<PriceFeedSourceDto[]> {
    return (await this.sources.list()).map(toSourceDto);
  }

  /**
   * List a seller's feed by its address, to be fetched with the daily link check.
   *
   * @remarks Admin only. Nothing is fetched yet: "Fetch now" (POST …/sources/{id}/fetch) does that.
   */
  @Post('sources')
  @AdminCreate(PriceFeedSourceDto, {
    badRequest: 'The seller name is missing or the address is not an http(s) address.',
    conflict: 'This feed address is already listed.',
  })
  async addPriceFeedSource(@Body() dto: AddPriceFeedSourceDto): Promise<PriceFeedSourceDto> {
    return toSourceDto(await this.sources.add(dto.sellerName, dto.url));
  }

  /**
   * Fetch a listed feed now and apply it, as the daily run does.
   *
   * @remarks Admin only. A feed that cannot be fetched or is malformed answers 200 with the reason in
   * `source.lastResult` and `result: null`: the failure is the feed's, not the request's.
   */
  @Post('sources/:id/fetch')
  @AdminOnly()
  @HttpCode(200)
  @ApiOkResponse({ type: PriceFeedFetchDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No listed feed has this id.' })
  fetchPriceFeedSource(@Param('id', ParseIdPipe) id: number): Promise<PriceFeedFetchDto> {
    return this.feeds.fetchSource(id);
  }

  /** Stop fetching a feed. @remarks Admin only. The prices it brought stay. */
  @Delete('sources/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AuditDeletes(PriceFeedSource, 'name', 'sellerName')
  @AdminOnly()
  @ApiNoContentResponse({ description: 'The feed is no longer fetched.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No listed feed has this id.' })
  removePriceFeedSource(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.sources.remove(id);
  }
}
