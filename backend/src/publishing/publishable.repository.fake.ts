import { DeepPartial, EntityManager, FindOptionsWhere } from 'typeorm';
import { PublishableEntity } from './publishable.entity';
import { PublishableRepository } from './publishable.repository';

type Api<E extends PublishableEntity> = { [K in keyof PublishableRepository<E>]: PublishableRepository<E>[K] };

/** One kind's table in memory (articles or reviews), for the publishing rules' unit tests. */
export class FakePublishableRepository<E extends PublishableEntity> implements Api<E> {
  readonly rows: E[] = [];
  private nextId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async findNewestFirst(where: FindOptionsWhere<PublishableEntity>): Promise<E[]> {
    const matches = this.rows.filter((row) => Object.entries(where).every(([key, value]) => row[key as keyof E] === value));
    return matches.map((row) => ({ ...row })).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  async findPublishedBySlug(slug: string): Promise<E | null> {
    return copy(this.rows.find((row) => row.slug === slug && row.published));
  }

  async findById(_manager: EntityManager, id: number): Promise<E | null> {
    return copy(this.rows.find((row) => row.id === id));
  }

  build(_manager: EntityManager, fields: DeepPartial<E>): E {
    return { ...fields } as E;
  }

  /** Stores a copy (so an item changed but not saved stays as it was); a new item gets its id and creation time, like the table's defaults. */
  async save(_manager: EntityManager, item: E): Promise<E> {
    const at = this.rows.findIndex((row) => row.id === item.id);
    if (at >= 0) {
      this.rows[at] = { ...item };
    } else {
      item.id ??= this.nextId++;
      item.createdAt ??= this.now();
      this.rows.push({ ...item });
    }
    return item;
  }

  async slugTaken(_manager: EntityManager, slug: string): Promise<boolean> {
    return this.rows.some((row) => row.slug === slug);
  }

  async delete(_manager: EntityManager, id: number): Promise<boolean> {
    const at = this.rows.findIndex((row) => row.id === id);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }

  /** What the scheduled-publishing UPDATE does to this table. */
  publishDue(now: Date): number {
    const due = this.rows.filter((row) => !row.published && row.publishAt !== null && row.publishAt <= now);
    for (const row of due) Object.assign(row, { createdAt: row.publishAt, published: true, publishAt: null });
    return due.length;
  }

  asRepository<R extends PublishableRepository<E>>(): R {
    return this as unknown as R;
  }
}

function copy<E>(row: E | undefined): E | null {
  return row === undefined ? null : { ...row };
}
