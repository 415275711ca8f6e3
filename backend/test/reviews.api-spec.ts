import { SEED_REVIEWS } from '../src/seed/content/reviews';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { ReviewsController } from '../src/reviews/reviews.controller';
import { adminToken, withSession } from './admin-session.helper';
import { validReview } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface ReviewBody {
  id: number;
  slug: string;
  title: string;
  category: string;
  published: boolean;
  createdAt: string;
}

describe(ReviewsController.name, () => {
  let sut: TestApp;
  let admin: Record<string, string>;
  let draft: ReviewBody;

  const create = (payload: object) => sut.inject({ method: 'POST', url: '/api/reviews', payload, cookies: admin });
  const get = (url: string, cookies?: Record<string, string>) => sut.inject({ method: 'GET', url, cookies });

  beforeAll(async () => {
    sut = await createTestApp();
    admin = withSession(await adminToken(sut));
    const res = await create({ ...validReview, title: 'Secret Draft Regulator Review', category: 'Regulators', published: false });
    expect(res.statusCode).toBe(201);
    draft = res.json();
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('getPublishedReviews', () => {
    it('lists the published reviews newest first, never drafts', async () => {
      const res = await get('/api/reviews/published');
      expect(res.statusCode).toBe(200);
      const reviews: ReviewBody[] = res.json();
      expect(reviews.length).toBe(SEED_REVIEWS.filter((r) => r.published).length);
      expect(reviews.every((r) => r.published)).toBe(true);
      expect(reviews.some((r) => r.slug === draft.slug)).toBe(false);
      const times = reviews.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe('getReviewsByCategory', () => {
    it('decodes "Masks%20%26%20Fins" and returns only that category', async () => {
      const res = await get('/api/reviews/category/Masks%20%26%20Fins');
      expect(res.statusCode).toBe(200);
      const reviews: ReviewBody[] = res.json();
      expect(reviews.length).toBe(SEED_REVIEWS.filter((r) => r.published && r.category === 'Masks & Fins').length);
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews.every((r) => r.category === 'Masks & Fins')).toBe(true);
    });

    it('leaves drafts out of a category', async () => {
      const reviews: ReviewBody[] = (await get('/api/reviews/category/Regulators')).json();
      expect(reviews.some((r) => r.id === draft.id)).toBe(false);
    });

    it('answers an empty list for a category without reviews', async () => {
      const res = await get('/api/reviews/category/Other');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('answers 400 for a category that does not exist', async () => {
      const res = await get('/api/reviews/category/Spearguns');
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain('category must be one of');
    });
  });

  describe('getReviewBySlug', () => {
    it('returns a published review with every field', async () => {
      const seeded = SEED_REVIEWS[0];
      const res = await get(`/api/reviews/slug/${seeded.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        slug: seeded.slug,
        title: seeded.title,
        content: seeded.content,
        category: seeded.category,
        price: seeded.price,
        purchaseLink: seeded.purchaseLink,
        author: seeded.author,
        published: true,
      });
    });

    it('answers 404 with a JSON message for an unknown slug', async () => {
      const res = await get('/api/reviews/slug/no-such-review');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Review not found');
    });

    it('answers 404 for a draft, even to the admin', async () => {
      expect((await get(`/api/reviews/slug/${draft.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/reviews/slug/${draft.slug}`, admin)).statusCode).toBe(404);
    });
  });

  describe('getReviews', () => {
    it('includes drafts only for ?admin=true with a live admin session', async () => {
      const withSession: ReviewBody[] = (await get('/api/reviews?admin=true', admin)).json();
      expect(withSession.some((r) => r.id === draft.id)).toBe(true);
      const anonymous = await get('/api/reviews?admin=true');
      expect(anonymous.statusCode).toBe(200);
      expect((anonymous.json() as ReviewBody[]).some((r) => r.id === draft.id)).toBe(false);
      const forged = await get('/api/reviews?admin=true', { [SESSION_COOKIE]: 'not-a-real-session' });
      expect((forged.json() as ReviewBody[]).some((r) => r.id === draft.id)).toBe(false);
      const plain: ReviewBody[] = (await get('/api/reviews', admin)).json();
      expect(plain.some((r) => r.id === draft.id)).toBe(false);
    });

    it('answers 400 for an unknown query parameter value', async () => {
      expect((await get('/api/reviews?admin=yes')).statusCode).toBe(400);
      expect((await get('/api/reviews?admin=yes')).json().message).toBe('admin must be true or false');
      expect((await get('/api/reviews?drafts=1')).statusCode).toBe(400);
    });
  });

  describe('createReview', () => {
    it('refuses a caller without an admin session', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/reviews', payload: validReview });
      expect(res.statusCode).toBe(401);
    });

    it('derives slug, excerpt and author, forces featured off, and publishes when asked', async () => {
      const res = await create({ ...validReview, published: true, featured: true });
      expect(res.statusCode).toBe(201);
      const review = res.json();
      expect(review).toMatchObject({
        slug: 'aqua-lung-hero-wetsuit-warm-enough-for-melbourne',
        author: 'Dive Down Under Team',
        featured: false,
        published: true,
        rating: '4.5',
      });
      // The body's text, not its markup ("## Fit", "**Verdict:**"): cards and meta descriptions show it as is.
      expect(review.excerpt).toBe('Fit A snug 7 mm suit that kept us warm at Portsea Pier in July. Verdict: worth it.');
      const publicView = await get(`/api/reviews/slug/${review.slug}`);
      expect(publicView.json()).toEqual({ ...review, product: null });
    });

    it('cuts a long default excerpt at a word within 150 characters plus "...", markup stripped', async () => {
      const content = `## Verdict\n**${'Reef '.repeat(60)}**`;
      const review = (await create({ ...validReview, title: 'Long Body Review', content })).json();
      expect(review.excerpt).toBe(`Verdict ${'Reef '.repeat(28).trim()}...`);
    });

    it('answers 409 with a friendly message for a slug already in use', async () => {
      const seeded = SEED_REVIEWS[0];
      const res = await create({ ...validReview, slug: seeded.slug });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A review with this slug already exists.');
    });

    it('normalises a hand-typed slug', async () => {
      const res = await create({ ...validReview, title: 'Another Take', slug: 'My  Favourite Suit!' });
      expect(res.statusCode).toBe(201);
      expect(res.json().slug).toBe('my-favourite-suit');
    });

    it.each([
      ['star characters', '★★★★'],
      ['no rating', null],
      ['an empty rating', ''],
      ['a whole number', 4],
    ])('accepts %s as the rating', async (_label, rating) => {
      const res = await create({ ...validReview, title: `Rating ${String(rating)} ${Math.random()}`, rating });
      expect(res.statusCode).toBe(201);
      expect(res.json().rating).toBe(rating === '' || rating === null ? null : String(rating));
    });

    it.each([
      ['a missing title', { title: undefined }, 'title'],
      ['missing content', { content: undefined }, 'content'],
      ['a blank price', { price: '' }, 'price is required'],
      ['an unknown category', { category: 'Spearguns' }, 'category must be one of'],
      ['a rating of 6', { rating: '6' }, 'rating must be a number from 0 to 5'],
      ['six stars', { rating: '★★★★★★' }, 'rating must be a number from 0 to 5'],
      ['a rating in words', { rating: 'great' }, 'rating must be a number from 0 to 5'],
      ['a missing purchase link', { purchaseLink: undefined }, 'purchaseLink'],
      ['a javascript: purchase link', { purchaseLink: 'javascript:alert(1)' }, 'purchaseLink must be a full http'],
      ['a missing image', { imageUrl: undefined }, 'imageUrl'],
      ['a slug without letters', { slug: '!!!' }, 'slug must contain letters or numbers'],
      ['an over-long title', { title: 'x'.repeat(256) }, 'title must be shorter than or equal to 255 characters'],
      ['a non-boolean published flag', { published: 'yes' }, 'published must be a boolean value'],
      ['an unknown field', { views: 10 }, 'property views should not exist'],
    ])('answers 400 for %s', async (_label, change, message) => {
      const res = await create({ ...validReview, title: `Invalid ${_label}`, ...change });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    });
  });

  describe('updateReview', () => {
    it('publishes a draft with a partial update, then it is public', async () => {
      const created = (await create({ ...validReview, title: 'Draft To Publish', published: false })).json();
      expect((await get(`/api/reviews/slug/${created.slug}`)).statusCode).toBe(404);
      const res = await sut.inject({ method: 'PATCH', url: `/api/reviews/${created.id}`, payload: { published: true }, cookies: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...created, published: true });
      expect((await get(`/api/reviews/slug/${created.slug}`)).statusCode).toBe(200);
    });

    it('answers 409 when renaming to a slug another review uses', async () => {
      const created = (await create({ ...validReview, title: 'Slug Clash Candidate' })).json();
      const res = await sut.inject({
        method: 'PATCH',
        url: `/api/reviews/${created.id}`,
        payload: { slug: SEED_REVIEWS[1].slug },
        cookies: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A review with this slug already exists.');
    });

    it('keeps its own slug without a conflict', async () => {
      const created = (await create({ ...validReview, title: 'Same Slug Save' })).json();
      const res = await sut.inject({
        method: 'PATCH',
        url: `/api/reviews/${created.id}`,
        payload: { slug: created.slug, price: '$1 AUD' },
        cookies: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().price).toBe('$1 AUD');
    });

    it('refuses to blank a required field, and answers 404 / 400 / 401 for bad targets', async () => {
      const created = (await create({ ...validReview, title: 'Blank Me' })).json();
      const blank = await sut.inject({ method: 'PATCH', url: `/api/reviews/${created.id}`, payload: { title: null }, cookies: admin });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('title cannot be empty');
      const noPrice = await sut.inject({ method: 'PATCH', url: `/api/reviews/${created.id}`, payload: { price: null }, cookies: admin });
      expect(noPrice.json()).toMatchObject({ statusCode: 400, message: 'price cannot be empty' });
      const missing = await sut.inject({ method: 'PATCH', url: '/api/reviews/999999', payload: { published: true }, cookies: admin });
      expect(missing.statusCode).toBe(404);
      const badId = await sut.inject({ method: 'PATCH', url: '/api/reviews/abc', payload: { published: true }, cookies: admin });
      expect(badId.statusCode).toBe(400);
      const anonymous = await sut.inject({ method: 'PATCH', url: `/api/reviews/${created.id}`, payload: { published: true } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('deleteReview', () => {
    it('refuses without a session, then deletes with one', async () => {
      const created = (await create({ ...validReview, title: 'Delete Me', published: true })).json();
      expect((await sut.inject({ method: 'DELETE', url: `/api/reviews/${created.id}` })).statusCode).toBe(401);
      const res = await sut.inject({ method: 'DELETE', url: `/api/reviews/${created.id}`, cookies: admin });
      expect(res.statusCode).toBe(204);
      expect((await get(`/api/reviews/slug/${created.slug}`)).statusCode).toBe(404);
      expect((await sut.inject({ method: 'DELETE', url: `/api/reviews/${created.id}`, cookies: admin })).statusCode).toBe(404);
    });
  });
});
