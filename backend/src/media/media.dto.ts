import { ErrorResponseDto } from '../common/errors/error-response.dto';
import { Trim } from '../common/validation';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { LEN } from '../database/entity-columns';

export class MediaUseDto {
  @ApiProperty({ enum: ['article', 'review', 'product', 'dive-site', 'location'] })
  kind: 'article' | 'review' | 'product' | 'dive-site' | 'location';
  id: number;
  /** The title or name of what uses the photo. */
  name: string;
}

export class MediaItemResponseDto {
  id: number;
  /** The address to put in content: the largest JPEG variant (/media/<hash>-<W>x<H>/<W>.jpg). */
  url: string;
  /** A small variant for lists and previews (480 px WebP). */
  thumbnailUrl: string;
  width: number;
  height: number;
  /** Widths of the stored variants, ascending. */
  widths: number[];
  /** The photo's dominant colour ("#3a6f8c"), shown while it loads. */
  placeholderColor: string;
  /** The uploaded file's name (e.g. IMG_1234.jpg). */
  name: string;
  originalFormat: string;
  originalBytes: number;
  storedBytes: number;
  altText: string;
  createdAt: string;
  /** What uses this photo; it cannot be deleted while this is not empty. */
  usedBy: MediaUseDto[];
}

export class UpdateMediaItemDto {
  /** Describes the photo for people who cannot see it (screen readers, failed loads). */
  @Trim()
  @IsString()
  @MaxLength(LEN.name)
  altText: string;
}

export class MediaInUseErrorDto extends ErrorResponseDto {
  usedBy: MediaUseDto[];
}
