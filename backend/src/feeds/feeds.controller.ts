import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { PublicFile } from '../common/public-cache/public-file';
import { FeedsService } from './feeds.service';

const RSS = 'application/rss+xml; charset=utf-8';

/** RSS 2.0 feeds outside /api, linked from every page's head and the footer; cached and tagged like every public read. */
@ApiExcludeController()
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get('rss.xml')
  @PublicCached(['articles'])
  async getBlogRss(): Promise<PublicFile> {
    return new PublicFile(RSS, await this.feeds.blogRss());
  }

  @Get('gear-reviews/rss.xml')
  @PublicCached(['reviews'])
  async getGearReviewsRss(): Promise<PublicFile> {
    return new PublicFile(RSS, await this.feeds.reviewsRss());
  }
}
