import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicCacheService } from '../common/public-cache/public-cache.service';
import { AffiliateLinkDto } from './affiliate.dto';
import { ClicksService } from './clicks.service';

@ApiTags('affiliate')
@Controller('affiliate-links')
export class AffiliateLinksController {
  constructor(
    private readonly clicks: ClicksService,
    private readonly cache: PublicCacheService,
  ) {}

  /**
   * Every product's seller address and its counted /go/ path: article and review bodies link through them.
   *
   * @remarks Public and cached: the answer carries an ETag (304 to a matching If-None-Match) and Cache-Control:
   * public, max-age=60, stale-while-revalidate=300.
   */
  @Get()
  @ApiOkResponse({ type: [AffiliateLinkDto] })
  async getAffiliateLinks(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.cache.send(request, reply, await this.clicks.linksAnswer());
  }
}
