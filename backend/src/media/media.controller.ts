import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { AuditDeletes } from '../common/admin-endpoints';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../common/admin-only.decorator';
import { Idempotent, IN_FLIGHT_CONFLICT, KEY_REUSED_ANSWER } from '../common/idempotency/idempotent.decorator';
import { AcceptsMultipart } from '../common/json-bodies';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaInUseErrorDto, MediaItemResponseDto, UpdateMediaItemDto } from './media.dto';
import { MediaService } from './media.service';
import { readUpload } from './media-upload';
import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { MediaItem } from './media-item.entity';

/** The owner's photo library: upload, list, describe and delete photos. */
@ApiTags('media')
@Controller('admin/media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Uploads one photo (JPEG, PNG, WebP or AVIF) and stores its resized variants.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. multipart/form-data with one `file` (at most
   * MEDIA_MAX_UPLOAD_MB, else 413) and an optional `altText`. Another file type answers 415; an image with too
   * many pixels or that cannot be decoded, 422. An Idempotency-Key header makes a repeated upload store one photo.
   */
  @Post()
  @AdminOnly()
  @AcceptsMultipart()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        altText: { type: 'string', maxLength: 255, description: 'Describes the photo for people who cannot see it.' },
      },
    },
  })
  @ApiCreatedResponse({ type: MediaItemResponseDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than MEDIA_MAX_UPLOAD_MB.' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'Not a JPEG, PNG, WebP or AVIF image (SVG, HEIC, text...).' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: `Too many pixels, or the image cannot be decoded. Or: ${KEY_REUSED_ANSWER}`,
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: IN_FLIGHT_CONFLICT })
  @Idempotent({ documents422: false })
  async uploadMedia(@Req() request: FastifyRequest): Promise<MediaItemResponseDto> {
    return this.media.upload(await readUpload(request, this.config.media.maxUploadBytes));
  }

  /**
   * Every uploaded photo, newest first, with where it is used.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets.
   */
  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: MediaItemResponseDto, isArray: true })
  getMediaItems(): Promise<MediaItemResponseDto[]> {
    return this.media.list();
  }

  /**
   * Change a photo's alt text or title.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The alt text is what visitors get wherever the
   * photo is shown.
   */
  @Patch(':id')
  @AdminOnly()
  @ApiOkResponse({ type: MediaItemResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No photo has this id.' })
  updateMediaItem(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateMediaItemDto): Promise<MediaItemResponseDto> {
    return this.media.updateAltText(id, body.altText);
  }

  /**
   * Delete a photo that no content uses.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. A photo still used by content is refused with
   * 409 and a sentence naming where it is used.
   */
  @Delete(':id')
  @AdminOnly()
  @AuditDeletes(MediaItem, 'name', 'originalName')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its files.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No photo has this id.' })
  @ApiConflictResponse({ type: MediaInUseErrorDto, description: 'Still used; `usedBy` says where.' })
  deleteMediaItem(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.media.remove(id);
  }
}
