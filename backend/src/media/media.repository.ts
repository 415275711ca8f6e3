import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityManager, Repository } from 'typeorm';
import { MediaItem } from './media-item.entity';
import { MEDIA_SOURCES, MediaSource, MentioningRow } from './media-usage';

/** The photo library (table `media_items`) and the content rows that point at its photos. */
@Injectable()
export class MediaRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<MediaItem> {
    return this.dataSource.getRepository(MediaItem);
  }

  findByKey(key: string): Promise<MediaItem | null> {
    return this.repo.findOneBy({ key });
  }

  /** For the upload that lost a race: the row the other one inserted. */
  findByKeyOrFail(key: string): Promise<MediaItem> {
    return this.repo.findOneByOrFail({ key });
  }

  findById(id: number): Promise<MediaItem | null> {
    return this.repo.findOneBy({ id });
  }

  /** Newest first. */
  findAll(): Promise<MediaItem[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A unique-key violation when the same photo (its key) was inserted meanwhile. */
  insert(fields: DeepPartial<MediaItem>): Promise<MediaItem> {
    return this.repo.save(this.repo.create(fields));
  }

  save(manager: EntityManager, item: MediaItem): Promise<MediaItem> {
    return manager.save(item);
  }

  async delete(id: number): Promise<void> {
    await this.repo.delete(id);
  }

  /**
   * Per source, the rows whose image columns mention /media/ (and `needle`, when given: one photo's
   * key); without it every row mentioning /media/ is read once (the library shows all photos at a time).
   */
  async findMentions(needle?: string): Promise<{ source: MediaSource; rows: MentioningRow[] }[]> {
    const pattern = `%/media/${needle ?? ''}%`;
    const mentions: { source: MediaSource; rows: MentioningRow[] }[] = [];
    for (const source of MEDIA_SOURCES) {
      const where = source.columns.map((c) => `\`${c}\` LIKE ?`).join(' OR ');
      const rows: MentioningRow[] = await this.dataSource.query(
        `SELECT id, \`${source.label}\` AS label, ${source.columns.map((c) => `\`${c}\``).join(', ')} FROM \`${source.table}\` WHERE ${where} ORDER BY id`,
        source.columns.map(() => pattern),
      );
      mentions.push({ source, rows });
    }
    return mentions;
  }
}
