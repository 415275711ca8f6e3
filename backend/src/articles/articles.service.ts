import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { isUniqueViolation } from '../common/database-errors';
import { defaultExcerpt, slugify } from '../common/text/shared/slug';
import { scheduleFor } from '../common/publish-at';
import { DEFAULT_AUTHOR } from '../database/entity-columns';
import { Article } from './article.entity';
import { ArticleDto, CreateArticleDto, UpdateArticleDto, UpdateArticleResponseDto } from './article.dto';
import { toArticleDto } from './article.mapper';

export const DUPLICATE_SLUG_MESSAGE = 'An article with this slug already exists.';
const REQUIRED_FIELDS = ['title', 'content', 'category', 'imageUrl'] as const;

@Injectable()
export class ArticlesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ContentVersionsService,
    private readonly cache: PublicCacheService,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(Article);
  }

  /** Published articles newest first; drafts too only when the caller is the signed-in admin. */
  async list(includeDrafts: boolean): Promise<ArticleDto[]> {
    const articles = await this.repo.find({
      where: includeDrafts ? {} : { published: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return articles.map(toArticleDto);
  }

  /**
   * The list as sent. Anything asked with ?admin=true is built for that request alone, never
   * stored or shared, whoever asks; the public list comes from the read cache.
   */
  async listAnswer(adminAsked: boolean, isAdmin: boolean): Promise<CachedAnswer> {
    if (adminAsked) return this.cache.privateJson(await this.list(isAdmin));
    return this.cache.json('/api/articles', ['articles'], () => this.list(false), { pinned: true, exactUrl: true });
  }

  bySlugAnswer(slug: string): Promise<CachedAnswer> {
    return this.cache.json(`/api/articles/slug/${encodeURIComponent(slug)}`, ['articles'], () => this.findPublishedBySlug(slug), {
      exactUrl: true,
    });
  }

  async findPublishedBySlug(slug: string): Promise<ArticleDto> {
    const article = await this.repo.findOneBy({ slug, published: true });
    if (!article) throw new NotFoundException('Article not found');
    return toArticleDto(article);
  }

  async create(input: CreateArticleDto): Promise<ArticleDto> {
    const slug = input.slug || slugify(input.title);
    if (!slug) throw new BadRequestException('Please enter a slug: none could be derived from the title.');
    return this.saveUnique(async (manager) => {
      await this.assertSlugFree(manager, slug);
      const article = manager.create(Article, {
        title: input.title,
        slug,
        excerpt: input.excerpt || defaultExcerpt(input.content),
        content: input.content,
        category: input.category,
        imageUrl: input.imageUrl,
        author: input.author || DEFAULT_AUTHOR,
        published: input.published ?? false,
        publishAt: scheduleFor(input.published ?? false, input.publishAt, null),
      });
      return toArticleDto(await manager.save(article));
    });
  }

  async update(id: number, patch: UpdateArticleDto): Promise<UpdateArticleResponseDto> {
    for (const field of REQUIRED_FIELDS) {
      if (patch[field] === null || patch[field] === '') throw new BadRequestException(`${field} cannot be empty`);
    }
    return this.saveUnique(async (manager) => {
      const article = await manager.findOneBy(Article, { id });
      if (!article) throw new NotFoundException('Article not found');
      if (patch.slug && patch.slug !== article.slug) {
        await this.assertSlugFree(manager, patch.slug);
        article.slug = patch.slug;
      }
      if (patch.title !== undefined) article.title = patch.title;
      if (patch.content !== undefined) article.content = patch.content;
      if (patch.category !== undefined) article.category = patch.category;
      if (patch.imageUrl !== undefined) article.imageUrl = patch.imageUrl;
      if (patch.published !== undefined && patch.published !== null) article.published = patch.published;
      article.publishAt = scheduleFor(article.published, patch.publishAt, article.publishAt);
      // An emptied excerpt or author falls back to its default, exactly as on creation.
      if (patch.excerpt !== undefined) article.excerpt = patch.excerpt || defaultExcerpt(article.content);
      if (patch.author !== undefined) article.author = patch.author || DEFAULT_AUTHOR;
      return { article: toArticleDto(await manager.save(article)) };
    });
  }

  async remove(id: number): Promise<void> {
    await this.versions.write(['articles'], async (manager) => {
      const result = await manager.delete(Article, { id });
      if (!result.affected) throw new NotFoundException('Article not found');
    });
  }

  private async assertSlugFree(manager: EntityManager, slug: string): Promise<void> {
    if (await manager.existsBy(Article, { slug })) throw new ConflictException(DUPLICATE_SLUG_MESSAGE);
  }

  /** The explicit check gives the friendly message; the unique key still wins a race between two saves. */
  private async saveUnique<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.versions.write(['articles'], work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_SLUG_MESSAGE);
      throw error;
    }
  }
}
