import { Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../common/admin-only.decorator';
import { AuditAs } from '../audit/audit.interceptor';
import { SitemapUpdateResponseDto } from './sitemap.dto';
import { SitemapService } from './sitemap.service';

function requestOrigin(request: FastifyRequest): string {
  // Fastify's protocol and host honour X-Forwarded-* only from the trusted proxies.
  return `${request.protocol}://${request.host}`;
}

@ApiTags('admin')
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  /** Regenerates /sitemap.xml from the published content and answers when it did so. */
  @Post('admin/update-sitemap')
  @HttpCode(200)
  @AdminOnly()
  @AuditAs('sitemap_update')
  @ApiOkResponse({ type: SitemapUpdateResponseDto })
  async updateSitemap(@Req() request: FastifyRequest): Promise<SitemapUpdateResponseDto> {
    const result = await this.sitemap.regenerate(this.sitemap.baseUrl(requestOrigin(request)));
    return { timestamp: result.generatedAt.toISOString(), urlCount: result.urlCount };
  }

  /** Served at /sitemap.xml (outside the /api prefix) for search engines. */
  @Get('sitemap.xml')
  @ApiExcludeEndpoint()
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  async getSitemapXml(@Req() request: FastifyRequest): Promise<string> {
    return this.sitemap.sitemapXml(this.sitemap.baseUrl(requestOrigin(request)));
  }

  /** Served at /robots.txt: everything but the admin area and the API may be crawled. */
  @Get('robots.txt')
  @ApiExcludeEndpoint()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  getRobotsTxt(@Req() request: FastifyRequest): string {
    return this.sitemap.robotsTxt(this.sitemap.baseUrl(requestOrigin(request)));
  }
}
