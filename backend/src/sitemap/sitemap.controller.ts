import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/admin-only.decorator';
import { PublicCached } from '../common/public-cache/public-cached.decorator';
import { PublicFile } from '../common/public-cache/public-file';
import { AuditAs } from '../audit/audit.interceptor';
import { SitemapUpdateResponseDto } from './sitemap.dto';
import { SITEMAP_TOPICS, SitemapService } from './sitemap.service';

@ApiTags('admin')
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  /**
   * Regenerates /sitemap.xml from the published content and answers when it did so.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The sitemap also follows every content change
   * on its own; this is the spec's manual button.
   */
  @Post('admin/update-sitemap')
  @HttpCode(200)
  @AdminOnly()
  @AuditAs('sitemap_update')
  @ApiOkResponse({ type: SitemapUpdateResponseDto })
  async updateSitemap(): Promise<SitemapUpdateResponseDto> {
    const result = await this.sitemap.regenerate();
    return { timestamp: result.generatedAt.toISOString(), urlCount: result.urlCount };
  }

  /** Served at /sitemap.xml (outside the /api prefix) for search engines. */
  @Get('sitemap.xml')
  @ApiExcludeEndpoint()
  @PublicCached(SITEMAP_TOPICS)
  getSitemapXml(): Promise<PublicFile> {
    return this.sitemap.sitemapXml();
  }

  /** Served at /robots.txt: everything but the admin area and the API may be crawled. */
  @Get('robots.txt')
  @ApiExcludeEndpoint()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  getRobotsTxt(): string {
    return this.sitemap.robotsTxt();
  }
}
