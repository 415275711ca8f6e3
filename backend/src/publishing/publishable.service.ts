import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DeepPartial, EntityManager, FindOptionsWhere } from 'typeorm';
import { ContentTopic } from '../common/content-versions/content-topics';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { isUniqueViolation } from '../common/database-errors';
import { PublishableInput, PublishablePatch } from './publishable.dto';
import { PublishableEntity } from './publishable.entity';
import { PublishableRepository } from './publishable.repository';
import { newPublishable, patchPublishable } from './publishable-rules';

/** What tells one kind of publishable item from another. */
export interface PublishableKind {
  /** The content topic its writes bump, and the public answers depend on. */
  topic: ContentTopic;
  notFoundMessage: string;
  duplicateSlugMessage: string;
  /** The kind's own NOT NULL columns, refused as null or empty in a patch. */
  ownNotNull: readonly string[];
}

/**
 * Lists, creation with defaults, partial updates and deletion, shared by articles and reviews: a
 * duplicate slug answers 409 with the kind's message, a missing or unpublished item 404, and every
 * write goes through the content versions so the public answers follow.
 */
@Injectable()
export abstract class PublishableService<E extends PublishableEntity, D, C extends PublishableInput, U extends PublishablePatch> {
  protected abstract readonly kind: PublishableKind;

  protected abstract toDto(item: E): D;

  /** Sets the kind's own columns from a create or update input (fields left out are kept). */
  protected abstract applyOwnFields(item: E, input: C | U): void;

  constructor(
    protected readonly repository: PublishableRepository<E>,
    protected readonly versions: ContentVersionsService,
  ) {}

  /** Published items newest first; drafts too only when the caller is the signed-in admin. */
  async list(includeDrafts: boolean): Promise<D[]> {
    return this.findNewestFirst(includeDrafts ? {} : { published: true });
  }

  protected async findNewestFirst(where: FindOptionsWhere<PublishableEntity>): Promise<D[]> {
    const items = await this.repository.findNewestFirst(where);
    return items.map((item) => this.toDto(item));
  }

  /** A draft answers exactly like a missing item, so its existence never leaks. */
  async findPublishedBySlug(slug: string): Promise<D> {
    const item = await this.repository.findPublishedBySlug(slug);
    if (!item) throw new NotFoundException(this.kind.notFoundMessage);
    return this.toDto(item);
  }

  async create(input: C): Promise<D> {
    const fields = newPublishable(input);
    return this.saveUnique(async (manager) => {
      await this.assertSlugFree(manager, fields.slug);
      const item = this.repository.build(manager, fields as DeepPartial<E>);
      this.applyOwnFields(item, input);
      return this.toDto(await this.repository.save(manager, item));
    });
  }

  async update(id: number, patch: U): Promise<D> {
    return this.saveUnique(async (manager) => {
      const item = await this.repository.findById(manager, id);
      if (!item) throw new NotFoundException(this.kind.notFoundMessage);
      const slugBefore = item.slug;
      patchPublishable(item, patch, this.kind.ownNotNull);
      this.applyOwnFields(item, patch);
      if (item.slug !== slugBefore) await this.assertSlugFree(manager, item.slug);
      return this.toDto(await this.repository.save(manager, item));
    });
  }

  async remove(id: number): Promise<void> {
    await this.versions.write([this.kind.topic], async (manager) => {
      if (!(await this.repository.delete(manager, id))) throw new NotFoundException(this.kind.notFoundMessage);
    });
  }

  private async assertSlugFree(manager: EntityManager, slug: string): Promise<void> {
    if (await this.repository.slugTaken(manager, slug)) {
      throw new ConflictException(this.kind.duplicateSlugMessage);
    }
  }

  /** The explicit check gives the friendly message; the unique key still wins a race between two saves. */
  private async saveUnique<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.versions.write([this.kind.topic], work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(this.kind.duplicateSlugMessage);
      throw error;
    }
  }
}
