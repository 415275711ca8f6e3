import { DataSource } from 'typeorm';
import { AdminSessionService } from '../src/auth/admin-session.service';
import { User } from '../src/admin/user.entity';
import { Article } from '../src/articles/article.entity';
import { ArticlesController } from '../src/articles/articles.controller';
import { DEFAULT_AUTHOR } from '../src/database/entity-columns';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { createTestApp, TestApp } from './support/test-app';

const validArticle = {
  title: 'Night Diving at Nelson Bay: A Beginner’s Guide!',
  content: 'Night dives at Fly Point reveal a whole new cast. '.repeat(5).trim(),
  category: 'Tips',
  imageUrl: '/images/blog/night-dive.svg',
};

describe(ArticlesController.name, () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let db: DataSource;

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
    const admin = await db.getRepository(User).findOneByOrFail({ username: 'admin' });
    const token = await sut.app.get(AdminSessionService).create(admin.id, { ipAddress: '127.0.0.1', userAgent: 'api-test' });
    cookies = { [SESSION_COOKIE]: token };
  });
  afterAll(async () => {
    await sut?.close();
  });

  async function insertDraft(slug: string): Promise<Article> {
    return db.getRepository(Article).save({ ...validArticle, slug, excerpt: 'Draft', published: false });
  }

  describe('getArticles', () => {
    it('lists only published articles, newest first', async () => {
      await insertDraft('secret-draft');
      const res = await sut.inject({ method: 'GET', url: '/api/articles' });
      expect(res.statusCode).toBe(200);
      const articles = res.json();
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.every((a: { published: boolean }) => a.published)).toBe(true);
      expect(articles.map((a: { slug: string }) => a.slug)).not.toContain('secret-draft');
      const times = articles.map((a: { createdAt: string }) => Date.parse(a.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('answers 400 for an ?admin flag that is not true or false, like the reviews list', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles?admin=yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', message: 'admin must be true or false' });
    });

    it('does not reveal drafts for ?admin=true without a session', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles?admin=true' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { slug: string }) => a.slug)).not.toContain('secret-draft');
    });

    it('does not reveal drafts for ?admin=true with a forged session cookie', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles?admin=true', cookies: { [SESSION_COOKIE]: 'forged' } });
      expect(res.json().map((a: { slug: string }) => a.slug)).not.toContain('secret-draft');
    });

    it('includes drafts for ?admin=true with a live admin session', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles?admin=true', cookies });
      expect(res.json().map((a: { slug: string }) => a.slug)).toContain('secret-draft');
    });

    it('keeps drafts out for the admin when ?admin is not asked for', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles', cookies });
      expect(res.json().map((a: { slug: string }) => a.slug)).not.toContain('secret-draft');
    });

    it('refuses unknown query parameters', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles?drafts=1' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('getArticleBySlug', () => {
    it('answers a published article', async () => {
      const [first] = (await sut.inject({ method: 'GET', url: '/api/articles' })).json();
      const res = await sut.inject({ method: 'GET', url: `/api/articles/slug/${first.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: first.id, title: first.title, content: expect.any(String) });
    });

    it('answers 404 JSON for a missing slug', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles/slug/no-such-article' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Article not found');
    });

    it('answers 404 for an unpublished article, even to the admin', async () => {
      await insertDraft('hidden-draft');
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/hidden-draft' })).statusCode).toBe(404);
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/hidden-draft', cookies })).statusCode).toBe(404);
    });
  });

  describe('getArticleMentions', () => {
    it('links the reviews and products a published article names, reviews before the shop', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/articles/slug/how-to-choose-your-first-dive-computer/mentions' });
      expect(res.statusCode).toBe(200);
      const mentions: { kind: string; name: string; path: string }[] = res.json();
      expect(mentions).toEqual(
        expect.arrayContaining([
          { kind: 'review', name: 'Mares Puck Pro+', path: expect.stringMatching(/^\/gear-reviews\/[a-z0-9-]+$/) },
          { kind: 'review', name: 'Shearwater Perdix 2', path: expect.stringMatching(/^\/gear-reviews\/[a-z0-9-]+$/) },
          { kind: 'product', name: 'Suunto Zoop Novo', path: expect.stringMatching(/^\/shop\/\d+$/) },
        ]),
      );
      // Each review path is a published review.
      for (const mention of mentions.filter((m) => m.kind === 'review')) {
        const slug = mention.path.split('/').pop();
        expect((await sut.inject({ method: 'GET', url: `/api/reviews/slug/${slug}` })).statusCode).toBe(200);
      }
    });

    it('answers 404 for a missing or unpublished article', async () => {
      await insertDraft('hidden-mentions-draft');
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/no-such-article/mentions' })).statusCode).toBe(404);
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/hidden-mentions-draft/mentions' })).statusCode).toBe(404);
    });
  });

  describe('createArticle', () => {
    it('needs an admin session', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: validArticle });
      expect(res.statusCode).toBe(401);
    });

    it('creates a draft with the slug, excerpt and author derived', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: validArticle, cookies });
      expect(res.statusCode).toBe(201);
      const article = res.json();
      expect(article).toMatchObject({
        slug: 'night-diving-at-nelson-bay-a-beginners-guide',
        // The shared rule (shared/src/text/slug.ts): 150 characters of text, cut at a word, then "...".
        excerpt: `${'Night dives at Fly Point reveal a whole new cast. '.repeat(3).trim().slice(0, -1)}...`,
        author: DEFAULT_AUTHOR,
        published: false,
      });
      expect(Date.parse(article.createdAt)).not.toBeNaN();
    });

    it('refuses a duplicate slug with a friendly 409', async () => {
      const payload = { ...validArticle, slug: 'unique-slug', published: true };
      expect((await sut.inject({ method: 'POST', url: '/api/articles', payload, cookies })).statusCode).toBe(201);
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload, cookies });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An article with this slug already exists.');
    });

    it.each([
      ['title', { title: '' }, 'title is required'],
      ['content', { content: '   ' }, 'content is required'],
      ['category', { category: 'Gossip' }, 'category must be one of'],
      ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'imageUrl must be a full http'],
      ['title length', { title: 'x'.repeat(256) }, 'title must be shorter'],
      ['slug format', { slug: 'Bad Slug!' }, 'slug may only contain'],
      ['published type', { published: 'yes' }, 'published must be a boolean'],
      ['unknown field', { featured: true }, 'property featured should not exist'],
    ])('refuses an invalid %s with a readable 400', async (_name, change, message) => {
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: { ...validArticle, ...change }, cookies });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    });

    it('refuses a missing image URL', async () => {
      const { imageUrl: _omitted, ...payload } = validArticle;
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload, cookies });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain('imageUrl');
    });

    it('asks for a slug when none can be derived from the title', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: { ...validArticle, title: '!!!' }, cookies });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('slug');
    });
  });

  describe('updateArticle', () => {
    let id: number;

    beforeAll(async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/articles', payload: { ...validArticle, slug: 'to-update' }, cookies });
      id = res.json().id;
    });

    it('needs an admin session', async () => {
      const res = await sut.inject({ method: 'PATCH', url: `/api/articles/${id}`, payload: { published: true } });
      expect(res.statusCode).toBe(401);
    });

    it('publishes with only the flag and answers { article }', async () => {
      const res = await sut.inject({ method: 'PATCH', url: `/api/articles/${id}`, payload: { published: true }, cookies });
      expect(res.statusCode).toBe(200);
      expect(res.json().article).toMatchObject({ id, slug: 'to-update', published: true, title: validArticle.title });
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/to-update' })).statusCode).toBe(200);
    });

    it('restores the default excerpt and author when emptied', async () => {
      const res = await sut.inject({
        method: 'PATCH',
        url: `/api/articles/${id}`,
        payload: { excerpt: '', author: '', content: 'Short new body.' },
        cookies,
      });
      expect(res.json().article).toMatchObject({ excerpt: 'Short new body.', author: DEFAULT_AUTHOR });
    });

    it('refuses to empty a required field', async () => {
      const res = await sut.inject({ method: 'PATCH', url: `/api/articles/${id}`, payload: { title: null }, cookies });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('title cannot be empty');
    });

    it("refuses another article's slug", async () => {
      const res = await sut.inject({ method: 'PATCH', url: `/api/articles/${id}`, payload: { slug: 'unique-slug' }, cookies });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An article with this slug already exists.');
    });

    it('answers 404 for a missing id and 400 for a non-numeric one', async () => {
      expect((await sut.inject({ method: 'PATCH', url: '/api/articles/999999', payload: { published: true }, cookies })).statusCode).toBe(
        404,
      );
      expect((await sut.inject({ method: 'PATCH', url: '/api/articles/abc', payload: { published: true }, cookies })).statusCode).toBe(400);
    });
  });

  describe('deleteArticle', () => {
    it('needs an admin session, then deletes', async () => {
      const { id } = (
        await sut.inject({
          method: 'POST',
          url: '/api/articles',
          payload: { ...validArticle, slug: 'to-delete', published: true },
          cookies,
        })
      ).json();
      expect((await sut.inject({ method: 'DELETE', url: `/api/articles/${id}` })).statusCode).toBe(401);
      expect((await sut.inject({ method: 'DELETE', url: `/api/articles/${id}`, cookies })).statusCode).toBe(204);
      expect((await sut.inject({ method: 'GET', url: '/api/articles/slug/to-delete' })).statusCode).toBe(404);
      expect((await sut.inject({ method: 'DELETE', url: `/api/articles/${id}`, cookies })).statusCode).toBe(404);
    });
  });
});
