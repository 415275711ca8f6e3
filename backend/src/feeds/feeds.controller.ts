import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FeedsService } from './feeds.service';

/** RSS 2.0 feeds outside /api, linked from every page's head and the footer. */
@ApiExcludeController()
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get('rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=0, must-revalidate, s-maxage=300')
  getBlogRss(): Promise<string> {
    return this.feeds.blogRss();
  }

  @Get('gear-reviews/rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=0, must-revalidate, s-maxage=300')
  getGearReviewsRss(): Promise<string> {
    return this.feeds.reviewsRss();
  }
}
