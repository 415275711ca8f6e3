import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SocialImage, SocialImagesService } from './social-images.service';
import { SlugPngParamDto } from './social-images.dto';

/** Share images for link previews, outside /api: /og/default.png, /og/articles/{slug}.png, /og/reviews/{slug}.png. */
@ApiExcludeController()
@Controller('og')
export class SocialImagesController {
  constructor(private readonly images: SocialImagesService) {}

  @Get('default.png')
  async getDefaultSocialImage(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.images.siteDefault(), ifNoneMatch);
  }

  @Get('articles/:file')
  async getArticleSocialImage(
    @Param() params: SlugPngParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.images.article(params.slug()), ifNoneMatch);
  }

  @Get('reviews/:file')
  async getReviewSocialImage(
    @Param() params: SlugPngParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.images.review(params.slug()), ifNoneMatch);
  }
}

function send(reply: FastifyReply, image: SocialImage, ifNoneMatch: string | undefined): void {
  reply.header('content-type', 'image/png');
  reply.header('etag', image.etag);
  // Previews are fetched rarely and cached by the networks themselves; an edited title changes the ETag.
  reply.header('cache-control', 'public, max-age=3600');
  if (ifNoneMatch === image.etag) {
    reply.code(304).send();
    return;
  }
  reply.send(image.png);
}
