import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { AffiliateLinkDto } from './affiliate.dto';
import { ClicksService } from './clicks.service';

@ApiTags('affiliate')
@Controller('affiliate-links')
export class AffiliateLinksController {
  constructor(private readonly clicks: ClicksService) {}

  /**
   * Every product's seller address and its counted /go/ path: article and review bodies link through them.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get()
  @ApiOkResponse({ type: [AffiliateLinkDto] })
  @PublicCached(['products'], { pinned: true })
  getAffiliateLinks(): Promise<AffiliateLinkDto[]> {
    return this.clicks.productLinks();
  }
}
