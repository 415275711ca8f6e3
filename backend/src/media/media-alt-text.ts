import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { MediaItem } from './media-item.entity';
import { parseMediaUrl } from '@ddu/shared/media/media-names';

/** The alt texts the owner wrote in the media library (provided by MediaModule for the modules that show photos). */
@Injectable()
export class MediaAltTextRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The trimmed alt text of each of these uploaded photos that has one, by key; one query. */
  async byKey(keys: string[]): Promise<Map<string, string>> {
    const altByKey = new Map<string, string>();
    if (keys.length) {
      const photos = await this.dataSource
        .getRepository(MediaItem)
        .find({ select: { key: true, altText: true }, where: { key: In(keys) } });
      for (const photo of photos) if (photo.altText.trim()) altByKey.set(photo.key, photo.altText.trim());
    }
    return altByKey;
  }
}

/**
 * Adds `imageAlt` to items that show a photo: the alt text the owner wrote for the uploaded photo
 * their `imageUrl` points at (the media library is the one place it is kept, so a later edit there
 * reaches every page), or null for a pasted address, a bundled image or a photo with no alt text.
 * One query for the whole list.
 */
export async function withImageAlt<T extends { imageUrl: string | null }>(
  altTexts: Pick<MediaAltTextRepository, 'byKey'>,
  items: T[],
): Promise<(T & { imageAlt: string | null })[]> {
  const keyOf = (url: string | null) => parseMediaUrl(url)?.key;
  const keys = [...new Set(items.map((item) => keyOf(item.imageUrl)).filter((key): key is string => key !== undefined))];
  const altByKey = await altTexts.byKey(keys);
  return items.map((item) => {
    const key = keyOf(item.imageUrl);
    return { ...item, imageAlt: (key && altByKey.get(key)) || null };
  });
}
