import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditAs } from '../audit/audit.interceptor';
import { AdminOnly } from '../common/admin-only.decorator';
import {
  DiveSiteIdParamDto,
  DiveSiteInputDto,
  DiveSiteResponseDto,
  UpdateDiveSiteDto,
  UpdateDiveSitePhotoDto,
  UpdateDiveSiteReviewLinkDto,
  UpdateDiveSiteVideoDto,
} from './dive-sites.dto';
import { DiveSitesService } from './dive-sites.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

/** The owner's dive-site management. Every handler is @AdminOnly; export/csv is declared before /:id. */
@ApiTags('dive-sites')
@Controller('dive-sites')
export class DiveSitesAdminController {
  constructor(private readonly diveSites: DiveSitesService) {}

  /** Every dive site as a spreadsheet (UTF-8 with BOM), with the data licence in the last record. */
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

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: DiveSiteResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid; `message` says which, `details` lists each problem.' })
  createDiveSite(@Body() body: DiveSiteInputDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.create(body);
  }

  /** Replaces the whole site (fields left out are cleared; skillLevel defaults to Beginner). */
  @Put(':id')
  @AdminOnly()
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid; `message` says which, `details` lists each problem.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  updateDiveSite(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.replace(params.id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id or a field is invalid.' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  deleteDiveSite(@Param() params: DiveSiteIdParamDto): Promise<void> {
    return this.diveSites.remove(params.id);
  }

  @Patch(':id/photo')
  @AdminOnly()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id or a field is invalid.' })
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  updateDiveSitePhoto(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSitePhotoDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.updatePhoto(params.id, body.imageUrl);
  }

  @Patch(':id/video')
  @AdminOnly()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id or a field is invalid.' })
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  updateDiveSiteVideo(@Param() params: DiveSiteIdParamDto, @Body() body: UpdateDiveSiteVideoDto): Promise<DiveSiteResponseDto> {
    return this.diveSites.updateVideo(params.id, body.videoUrl, body.videoThumbnail);
  }

  @Patch(':id/review-link')
  @AdminOnly()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id or a field is invalid.' })
  @ApiOkResponse({ type: DiveSiteResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No dive site has this id.' })
  updateDiveSiteReviewLink(
    @Param() params: DiveSiteIdParamDto,
    @Body() body: UpdateDiveSiteReviewLinkDto,
  ): Promise<DiveSiteResponseDto> {
    return this.diveSites.updateReviewLink(params.id, body.reviewLink);
  }
}
