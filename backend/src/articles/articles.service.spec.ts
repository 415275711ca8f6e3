import { ConflictException, NotFoundException } from '@nestjs/common';
import { FakeContentVersions } from '../common/content-versions/content-versions.fake';
import { FakePublishableRepository } from '../publishing/publishable.repository.fake';
import { Article } from './article.entity';
import { CreateArticleDto } from './article.dto';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService, DUPLICATE_SLUG_MESSAGE } from './articles.service';

const T0 = new Date('2026-11-01T00:00:00Z');

function setup() {
  let clock = T0.getTime();
  const articles = new FakePublishableRepository<Article>(() => new Date((clock += 1000)));
  const versions = new FakeContentVersions();
  const sut = new ArticlesService(articles.asRepository<ArticlesRepository>(), versions.asService());
  return { sut, articles, versions };
}

const input = (title: string, fields: Partial<CreateArticleDto> = {}): CreateArticleDto => ({
  title,
  content: 'Some **content**.',
  category: 'Tips',
  imageUrl: '/images/blog/x.svg',
  ...fields,
});

describe(ArticlesService.name, () => {
  describe('create', () => {
    it('saves a draft with a slug from the title, and bumps the articles topic', async () => {
      const { sut, versions } = setup();
      const created = await sut.create(input('Night Diving at Nelson Bay'));
      expect(created).toMatchObject({ slug: 'night-diving-at-nelson-bay', published: false, excerpt: 'Some content.' });
      expect(versions.bumped).toEqual(['articles']);
    });

    it(`answers 409 "${DUPLICATE_SLUG_MESSAGE}" for a slug in use, and saves nothing`, async () => {
      const { sut, articles } = setup();
      await sut.create(input('Wreck Dives'));
      const error = await sut.create(input('Another title', { slug: 'wreck-dives' })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConflictException);
      expect((error as ConflictException).message).toBe(DUPLICATE_SLUG_MESSAGE);
      expect(articles.rows).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('answers 409 when the new slug belongs to another article, and keeps the old one', async () => {
      const { sut, articles } = setup();
      await sut.create(input('First'));
      const second = await sut.create(input('Second'));
      await expect(sut.update(second.id, { slug: 'first' })).rejects.toThrow(DUPLICATE_SLUG_MESSAGE);
      expect(articles.rows.map((a) => a.slug)).toEqual(['first', 'second']);
    });

    it('keeps its own slug without a conflict, and answers 404 for a missing id', async () => {
      const { sut } = setup();
      const article = await sut.create(input('Mine'));
      await expect(sut.update(article.id, { slug: 'mine', title: 'Mine, retitled' })).resolves.toMatchObject({ title: 'Mine, retitled' });
      await expect(sut.update(999, { title: 'x' })).rejects.toBeInstanceOf(NotFoundException);
    });
  });

  describe('list and findPublishedBySlug', () => {
    it('shows visitors published articles only, newest first; a draft answers like a missing one', async () => {
      const { sut } = setup();
      await sut.create(input('Old', { published: true }));
      await sut.create(input('Draft'));
      await sut.create(input('New', { published: true }));
      expect((await sut.list(false)).map((a) => a.slug)).toEqual(['new', 'old']);
      expect((await sut.list(true)).map((a) => a.slug)).toEqual(['new', 'draft', 'old']);
      await expect(sut.findPublishedBySlug('draft')).rejects.toBeInstanceOf(NotFoundException);
      await expect(sut.findPublishedBySlug('old')).resolves.toMatchObject({ title: 'Old' });
    });
  });

  describe('remove', () => {
    it('deletes the article, and answers 404 for one that does not exist', async () => {
      const { sut, articles } = setup();
      const article = await sut.create(input('Gone'));
      await sut.remove(article.id);
      expect(articles.rows).toHaveLength(0);
      await expect(sut.remove(article.id)).rejects.toBeInstanceOf(NotFoundException);
    });
  });
});
