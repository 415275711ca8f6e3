import { DataSource, DeepPartial, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import { PublishableEntity } from './publishable.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/**
 * The queries articles and reviews share; each kind's module provides a subclass bound to its
 * entity (ArticlesRepository, ReviewsRepository). Writes take the EntityManager of the content
 * versions' transaction, so the public answers follow the write.
 */
export class PublishableRepository<E extends PublishableEntity> {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly entity: new () => E,
  ) {}

  private get repo(): Repository<E> {
    return this.dataSource.getRepository(this.entity);
  }

  /** Newest first (ties: the higher id first). */
  findNewestFirst(where: FindOptionsWhere<PublishableEntity>): Promise<E[]> {
    return this.repo.find({ where: where as FindOptionsWhere<E>, order: NEWEST_FIRST as never });
  }

  findPublishedBySlug(slug: string): Promise<E | null> {
    return this.repo.findOneBy({ slug, published: true } as FindOptionsWhere<E>);
  }

  findById(manager: EntityManager, id: number): Promise<E | null> {
    return manager.findOneBy(this.entity, { id } as FindOptionsWhere<E>);
  }

  /** A new, unsaved item with `fields`. */
  build(manager: EntityManager, fields: DeepPartial<E>): E {
    return manager.create(this.entity, fields);
  }

  save(manager: EntityManager, item: E): Promise<E> {
    return manager.save(item);
  }

  slugTaken(manager: EntityManager, slug: string): Promise<boolean> {
    return manager.existsBy(this.entity, { slug } as FindOptionsWhere<E>);
  }

  /** False when no item has this id. */
  async delete(manager: EntityManager, id: number): Promise<boolean> {
    const result = await manager.delete(this.entity, { id });
    return Boolean(result.affected);
  }
}
