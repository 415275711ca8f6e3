import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AffiliateTarget, findOfferTarget, findProductTarget, findReviewTarget } from './affiliate-targets';
import { ClicksRepository } from './clicks.repository';
import { ClicksService } from './clicks.service';
import { PLACEMENTS, toPlacement, toReferrerPath } from './placements';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';

const FROM = {
  name: 'from',
  required: false,
  enum: PLACEMENTS,
  description: 'Where the link sat; unknown values are recorded as `other`.',
};
const PAGE = { name: 'page', required: false, description: 'Site path of the page the link was on, e.g. /shop.' };

/**
 * Counted seller links, outside /api so they read as site addresses: /go/{product} and
 * /go/reviews/{review-slug}. The query is read leniently on purpose (no DTO validation): a
 * shared link may come back with tracking parameters appended, and a visitor must still reach
 * the seller. The target is always the stored address, never anything from the request.
 */
@ApiTags('affiliate')
@Controller('go')
export class GoController {
  constructor(
    private readonly links: ClicksRepository,
    private readonly clicks: ClicksService,
  ) {}

  @Get('reviews/:slug')
  @ApiOperation({
    summary: "Counts a click and redirects (302) to the review's purchase link.",
    description:
      "Public, for visitors' browsers. `from` names the placement and `page` the site page the link was on; a `page` that is not one " +
      "of the site's own routes is stored as unknown. HEAD requests, prefetches and known bots are redirected without being counted.",
  })
  @ApiQuery(FROM)
  @ApiQuery(PAGE)
  @ApiFoundResponse({ description: "Redirect to the review's purchase link (Location header)." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No published review has this slug, or it has no purchase link.' })
  async goToReviewSeller(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.redirect(request, reply, await findReviewTarget(this.links, slug));
  }

  @Get('offers/:id')
  @ApiOperation({
    summary: "Counts a click (on the offer's product) and redirects (302) to one seller's offer of a product.",
    description:
      "Public, for visitors' browsers. The product page and a review list every seller's offer with this link; counted like /go/{target}.",
  })
  @ApiQuery(FROM)
  @ApiQuery(PAGE)
  @ApiFoundResponse({ description: "Redirect to the seller's page for the offer (Location header)." })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No offer has this id, or it has no seller page.' })
  async goToOfferSeller(@Param('id', ParseIdPipe) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.redirect(request, reply, await findOfferTarget(this.links, String(id)));
  }

  @Get(':target')
  @ApiOperation({
    summary: "Counts a click and redirects (302) to the product's affiliate link. {target} is the product's id or its name's slug.",
    description:
      "Public, for visitors' browsers. One address counts on one link at most once a minute and three times an hour; HEAD requests, " +
      'prefetches and known bots are redirected without being counted.',
  })
  @ApiQuery(FROM)
  @ApiQuery(PAGE)
  @ApiFoundResponse({ description: "Redirect to the product's affiliate link (Location header)." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No product has this id or slug, or it has no affiliate link.' })
  async goToProductSeller(@Param('target') target: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.redirect(request, reply, await findProductTarget(this.links, target));
  }

  private redirect(request: FastifyRequest, reply: FastifyReply, target: AffiliateTarget): void {
    const query = request.query as Record<string, unknown>;
    const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
    const placement = toPlacement(first(query.from));
    const page = toReferrerPath(first(query.page));
    this.clicks.record(request, target, placement, page);
    // Never stored by a browser or CDN, so every click reaches us; never indexed.
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .redirect(this.clicks.withSubId(target, placement, page), 302);
  }
}
