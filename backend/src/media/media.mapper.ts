import { MediaItemResponseDto } from './media.dto';
import { MediaItem } from './media-item.entity';
import { MediaUse } from './media-usage';
import { mediaVariantUrl, parseMediaUrl } from '@ddu/shared/media/media-names';

export function toMediaItemDto(item: MediaItem, usedBy: MediaUse[]): MediaItemResponseDto {
  const widths = item.widths.split(',').map(Number);
  const ref = parseMediaUrl(item.url);
  return {
    id: item.id,
    url: item.url,
    thumbnailUrl: ref ? mediaVariantUrl(ref, 0, 'webp') : item.url,
    width: item.width,
    height: item.height,
    widths,
    placeholderColor: item.placeholderColor,
    name: item.originalName,
    originalFormat: item.originalFormat,
    originalBytes: item.originalBytes,
    storedBytes: item.storedBytes,
    altText: item.altText,
    createdAt: new Date(item.createdAt).toISOString(),
    usedBy,
  };
}
