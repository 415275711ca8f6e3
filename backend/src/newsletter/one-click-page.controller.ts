import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The unsubscribe page of the site (frontend paths.newsletterUnsubscribe), which asks before it unsubscribes. */
const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/**
 * The one-click unsubscribe address opened in a browser: a reader who clicks the List-Unsubscribe
 * link their mail program shows, or pastes it. Mail providers POST to it (NewsletterLinksController);
 * a GET only leads on to the unsubscribe page and changes nothing, since mail scanners open every
 * link they see.
 */
@ApiTags('newsletter-links')
@Controller('newsletter')
export class OneClickPageController {
  @Get('unsubscribe/one-click')
  @ApiOperation({
    summary: 'Sends a browser that opened the one-click unsubscribe address on to the unsubscribe page (303), with its token.',
    description: 'Public. Unsubscribes nobody: the page asks first. Never cached, and the token is not passed on as a referrer.',
  })
  @ApiQuery({ name: 'token', required: false, description: 'The signed unsubscribe token of the e-mail.' })
  @ApiSeeOtherResponse({ description: 'Redirect to /newsletter/unsubscribe?token=… (Location header).' })
  openOneClickUnsubscribeLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const raw = (request.query as Record<string, unknown>).token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    const location = typeof token === 'string' && token ? `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}` : UNSUBSCRIBE_PAGE;
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
  }
}
