import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sharedCacheControl } from '../common/edge/edge-policy';
import { edgeTagHeaders } from '../common/edge/edge-tags';
import type { Topic } from '../common/content-versions/content-topics';
import { SocialImage, SocialImagesService } from './social-images.service';
import { SlugPngParamDto } from './social-images.dto';

/** Share images for link previews, outside /api: /og/default.png, /og/articles/{slug}.png, /og/reviews/{slug}.png. */
@ApiExcludeController()
@Controller('og')
export class SocialImagesController {
  constructor(
    private readonly images: SocialImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('default.png')
  async getDefaultSocialImage(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    this.send(reply, await this.images.siteDefault(), [], ifNoneMatch);
  }

  @Get('articles/:file')
  async getArticleSocialImage(
    @Param() params: SlugPngParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.send(reply, await this.images.article(params.slug()), ['articles'], ifNoneMatch);
  }

  @Get('reviews/:file')
  async getReviewSocialImage(
    @Param() params: SlugPngParamDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.send(reply, await this.images.review(params.slug()), ['reviews'], ifNoneMatch);
  }

  /** The image with its ETag, its content tags and the shared Cache-Control: an edited title is purged at the edge too. */
  private send(reply: FastifyReply, image: SocialImage, topics: readonly Topic[], ifNoneMatch: string | undefined): void {
    reply.header('content-type', 'image/png');
    reply.header('etag', image.etag);
    reply.header('cache-control', sharedCacheControl(this.config));
    for (const [name, value] of Object.entries(edgeTagHeaders(topics))) reply.header(name, value);
    if (ifNoneMatch === image.etag) {
      reply.code(304).send();
      return;
    }
    reply.send(image.png);
  }
}
