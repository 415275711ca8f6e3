import { ConflictException, Inject, Injectable, Logger, NotFoundException, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { isUniqueViolation } from '../common/database-errors';
import { MediaItemResponseDto } from './media.dto';
import { toMediaItemDto } from './media.mapper';
import { MediaItem } from './media-item.entity';
import { processPhoto } from './media-processing';
import { DiskMediaStorage, MediaStorage, S3MediaStorage } from './media-storage';
import { Upload } from './media-upload';
import { describeUses, MediaUse, mediaUses } from './media-usage';
import { MediaRepository } from './media.repository';
import { MEDIA_FORMATS, variantFile } from '@ddu/shared/media/media-names';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.media.s3 ? new S3MediaStorage(config.media.s3) : new DiskMediaStorage(config.media.dir);
}

/**
 * The owner's photo library. Uploads change no public content by themselves (content only points at
 * a photo once the owner saves an article, review, product or site), so no content version is bumped;
 * an alt-text edit does bump products and dive sites, whose answers carry it (imageAlt).
 */
@Injectable()
export class MediaService implements OnModuleDestroy {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly media: MediaRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly versions: ContentVersionsService,
  ) {}

  onModuleDestroy(): void {
    if (this.storage instanceof S3MediaStorage) this.storage.destroy();
  }

  async upload(upload: Upload): Promise<MediaItemResponseDto> {
    const photo = await processPhoto(upload.buffer, this.config.media.maxPixels, upload.filename);
    // The same file uploaded twice is the same photo: its names come from its content.
    const existing = await this.media.findByKey(photo.key);
    if (existing) return this.withUses(existing);
    await this.storage.put(photo.key, photo.variants);
    const largest = variantFile(photo.width, 'jpg');
    try {
      const saved = await this.media.insert({
        key: photo.key,
        url: this.storage.urlOf(photo.key, largest),
        width: photo.width,
        height: photo.height,
        widths: photo.widths.join(','),
        placeholderColor: photo.placeholderColor,
        originalFormat: photo.originalFormat,
        originalBytes: upload.buffer.length,
        storedBytes: photo.variants.reduce((sum, v) => sum + v.body.length, 0),
        originalName: upload.filename,
        altText: upload.altText,
        storage: this.storage.kind,
      });
      return toMediaItemDto(saved, []);
    } catch (error) {
      // Two uploads of one file at the same moment: the first row wins and both get it.
      if (isUniqueViolation(error)) return this.withUses(await this.media.findByKeyOrFail(photo.key));
      throw error;
    }
  }

  async list(): Promise<MediaItemResponseDto[]> {
    const [items, uses] = await Promise.all([this.media.findAll(), this.uses()]);
    return items.map((item) => toMediaItemDto(item, uses.get(item.key) ?? []));
  }

  /** Visitors get this alt text wherever a product or dive site shows the photo: their cached answers are renewed. */
  async updateAltText(id: number, altText: string): Promise<MediaItemResponseDto> {
    const item = await this.found(id);
    item.altText = altText;
    return this.withUses(await this.versions.write(['products', 'dive-sites'], (manager) => this.media.save(manager, item)));
  }

  /** Refused while anything still shows the photo: deleting it would leave a broken image there. */
  async remove(id: number): Promise<void> {
    const item = await this.found(id);
    const uses = (await this.uses(item.key)).get(item.key) ?? [];
    if (uses.length) {
      throw new ConflictException({
        message: `This photo is still used by ${describeUses(uses)}. Choose another photo there first, then delete it.`,
        usedBy: uses,
      });
    }
    await this.media.delete(id);
    const files = item.widths.split(',').flatMap((w) => MEDIA_FORMATS.map((f) => variantFile(Number(w), f)));
    try {
      await this.storage.remove(item.key, files);
    } catch (error) {
      // The row is gone and nothing links to the files: a leftover file is harmless, a failed delete is not the owner's problem.
      this.logger.warn(`Could not delete the files of photo ${item.key}: ${(error as Error).message}`);
    }
  }

  private async found(id: number): Promise<MediaItem> {
    const item = await this.media.findById(id);
    if (!item) throw new NotFoundException('No photo has this id.');
    return item;
  }

  private async withUses(item: MediaItem): Promise<MediaItemResponseDto> {
    const uses = await this.uses(item.key);
    return toMediaItemDto(item, uses.get(item.key) ?? []);
  }

  /** Where photos are used, keyed by media key; `needle` narrows it to one photo. */
  private async uses(needle?: string): Promise<Map<string, MediaUse[]>> {
    return mediaUses(await this.media.findMentions(needle));
  }
}
