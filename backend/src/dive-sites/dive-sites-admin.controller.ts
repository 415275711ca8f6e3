import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminCreate, AdminDelete, AdminUpdate } from '../common/admin-endpoints';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminOnly } from '../common/admin-only.decorator';
import {
  DiveSiteIdParamDto,
  DiveSiteInputDto,
  DiveSiteResponseDto,
  UpdateDiveSiteDto,
  UpdateDiveSiteExposureDto,
  UpdateDiveSitePhotoDto,
  UpdateDiveSiteReviewLinkDto,
  UpdateDiveSiteVideoDto,
} from './dive-sites.dto';
import { DiveSitesService } from './dive-sites.service';
import { DiveSiteExposureService } from './dive-site-exposure.service';
import { DiveSite } from './dive-site.entity';

const FIELD_PROBLEMS = 'A field is missing or invalid; `message` says which, `details` lists each problem.';
const INVALID_ID_OR_FIELD = 'The id or a field is invalid.';
const NO_SUCH_SITE = 'No dive site has this id.';

/** The owner's dive-site management. Every handler is @AdminOnly; export/csv is declared before /:id. */
@ApiTags('dive-sites')
@Controller('dive-sites')
export class DiveSitesAdminController {
  constructor(
    private readonly diveSites: DiveSitesService,
    private readonly exposure: DiveSiteExposureService,
  ) {}

  /**
   * Every dive site as a spreadsheet (UTF-8 with BOM), with the data licence in the last record.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. The data is ODbL: keep the
   * licence record when sharing the file.
   */
  @Get('export/csv')
  @AdminOnly()
  @AuditAs('data_export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'dive-sites-YYYY-MM-DD.csv', schema: { type: 'string' } })
  async exportDiveSitesCsv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.diveSites.exportCsv();
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    reply.header('cache-control', 'no-store');
    return file.body;
  }

  /**
   * Create a dive site.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Latitude must lie between -90 and 90 and
   * longitude between -180 and 180. An Idempotency-Key header makes a repeated request create one site.
   */
  @Post()
  @AdminCreate(DiveSiteResponseDto, { badRequest: FIELD_PROBLEMS })
  createDiveSite(@Body() body: DiveSiteInputDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.create(body);
  }

  /**
   * Replaces the whole site (fields left out are cleared; skillLevel defaults to Beginner).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log.
   */
  @Put(':id')
  @AdminUpdate(DiveSiteResponseDto, { badRequest: FIELD_PROBLEMS, notFound: NO_SUCH_SITE })
  updateDiveSite(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.replace(params.id, body);
  }

  /**
   * Delete a dive site.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The audit entry names the deleted site.
   */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AdminDelete(DiveSite, 'name', { deleted: 'Deleted.', badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  deleteDiveSite(@Param() params: DiveSiteIdParamDto): Promise<void> {
    return this.diveSites.remove(params.id);
  }

  /**
   * Set or clear a dive site's photo.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. `imageUrl` is a full http:// or https://
   * address; an empty string clears it.
   */
  @Patch(':id/photo')
  @AdminUpdate(DiveSiteResponseDto, { badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  updateDiveSitePhoto(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSitePhotoDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.updatePhoto(params.id, body.imageUrl);
  }

  /**
   * Set or clear a dive site's video.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. `videoUrl` is a YouTube or Vimeo page or a
   * video file's address; an empty string removes the video and its thumbnail.
   */
  @Patch(':id/video')
  @AdminUpdate(DiveSiteResponseDto, { badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  updateDiveSiteVideo(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteVideoDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.updateVideo(params.id, body.videoUrl, body.videoThumbnail);
  }

  /**
   * Set or clear a dive site's review link.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. An empty string clears it.
   */
  @Patch(':id/review-link')
  @AdminUpdate(DiveSiteResponseDto, { badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  updateDiveSiteReviewLink(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteReviewLinkDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.updateReviewLink(params.id, body.reviewLink);
  }

  /**
   * Set a dive site's exposure by hand: kilometres of open water toward each of the 16 compass points.
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. The site's exposure then says "set by the
   * owner", and neither the start-up computation nor `npm run exposure -w backend` changes it.
   */
  @Put(':id/exposure')
  @AdminUpdate(DiveSiteResponseDto, { badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  updateDiveSiteExposure(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteExposureDto): Promise<DiveSiteResponseDto> {
    return this.exposure.setByOwner(params.id, body.openKm);
  }

  /**
   * Reset a dive site's exposure to the one computed from the coastline (Natural Earth 1:10m land).
   *
   * @remarks Admin only: needs the ddu_session cookie that POST /api/admin/login sets. A write from another origin
   * is refused with 403; every write is recorded in the audit log. Forgets the owner's setting, if any, and
   * computes the site's exposure at once (about a second).
   */
  @Post(':id/exposure/compute')
  @HttpCode(HttpStatus.OK)
  @AdminUpdate(DiveSiteResponseDto, { badRequest: INVALID_ID_OR_FIELD, notFound: NO_SUCH_SITE })
  computeDiveSiteExposure(@Param() params: DiveSiteIdParamDto): Promise<DiveSiteResponseDto> {
    return this.exposure.resetToComputed(params.id);
  }
}
