import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { specProblems } from '@ddu/shared/products/product-specs';
import { ProductsController } from '../src/products/products.controller';
import { SEED_PRODUCTS } from '../src/seed/content/products';
import { adminToken, withSession } from './admin-session.helper';
import { validProduct } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe(ProductsController.name, () => {
  let sut: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    admin = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const create = (payload: object) => sut.inject({ method: 'POST', url: '/api/products', payload, cookies: admin });

  describe('getProducts', () => {
    it('lists every seeded product with decimal strings, featured first', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/products' });
      expect(res.statusCode).toBe(200);
      const products = res.json();
      expect(products.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length);
      for (const product of products) {
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        expect(product.rating).toMatch(/^\d\.\d$/);
        expect(Object.keys(product).sort()).toEqual(
          [
            'affiliateLink',
            'bestOffer',
            'category',
            'createdAt',
            'description',
            'featured',
            'id',
            'imageAlt',
            'imageUrl',
            'name',
            'offers',
            'offersJsonLd',
            'price',
            'priceRange',
            'rating',
            'review',
            'reviewCount',
            'reviewId',
            'sellerRating',
            'specs',
          ].sort(),
        );
      }
      const firstStandard = products.findIndex((p: { featured: boolean }) => !p.featured);
      expect(products.slice(firstStandard).every((p: { featured: boolean }) => !p.featured)).toBe(true);
      const peregrine = products.find((p: { name: string }) => p.name === 'Shearwater Peregrine');
      expect(peregrine).toMatchObject({ price: '799.00', rating: '4.8', category: 'computers', featured: true });
    });
  });

  describe('getProducts with a sort and a price range', () => {
    type Listed = { id: number; name: string; price: string; rating: string };
    const list = async (query: string): Promise<Listed[]> => {
      const res = await sut.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const prices = (products: Listed[]) => products.map((p) => Number(p.price));

    it('sorts by price either way and by rating, best first', async () => {
      const all = await list('');
      const ascending = await list('sort=price-asc');
      expect(ascending).toHaveLength(all.length);
      expect(prices(ascending)).toEqual([...prices(all)].sort((a, b) => a - b));
      expect(prices(await list('sort=price-desc'))).toEqual([...prices(all)].sort((a, b) => b - a));
      const ratings = (await list('sort=rating')).map((p) => Number(p.rating));
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('keeps the prices within min and max, both included, and the answer is cached per query', async () => {
      const inRange = await list('min=449&max=799&sort=price-asc');
      expect(inRange.length).toBeGreaterThan(2);
      expect(prices(inRange).every((price) => price >= 449 && price <= 799)).toBe(true);
      expect(inRange.map((p) => p.name)).toEqual(expect.arrayContaining(['Mares Puck Pro+', 'Suunto Zoop Novo', 'Shearwater Peregrine']));
      expect(prices(inRange)[0]).toBe(449);
      const again = await sut.inject({ method: 'GET', url: '/api/products?sort=price-asc&max=799&min=449' });
      expect(again.json()).toEqual(inRange);
      expect(await list('min=100000')).toEqual([]);
    });

    it.each([
      ['sort=cheapest', 'sort must be one of: price-asc, price-desc, rating'],
      ['min=-5', 'min must be a price in dollars of 0 or more'],
      ['max=lots', 'max must be a price in dollars of 0 or more'],
      ['min=500&max=200', 'min must not be more than max'],
      ['colour=red', 'colour'],
    ])('answers 400 with a sentence for %s', async (query, message) => {
      const res = await sut.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('key specs', () => {
    it('seeds only valid specs, shows them in the category order, and a product without any has none', async () => {
      for (const seeded of SEED_PRODUCTS) expect(specProblems(seeded.category, seeded.specs ?? {})).toEqual([]);
      const products: { name: string; specs: { key: string; label: string; value: string }[] }[] = (
        await sut.inject({ method: 'GET', url: '/api/products' })
      ).json();
      expect(products.find((p) => p.name === 'Mares Puck Pro+')!.specs).toEqual([
        { key: 'algorithm', label: 'Algorithm', value: 'Mares RGBM' },
        { key: 'gases', label: 'Gases', value: 'Air, nitrox' },
        { key: 'battery', label: 'Battery', value: 'User-replaceable' },
        { key: 'airIntegration', label: 'Air integration', value: 'No' },
        { key: 'display', label: 'Display', value: 'Large segmented' },
      ]);
    });

    it("stores the owner's specs, refuses another category's field or an unlisted option in a sentence, and a new category keeps only its own", async () => {
      const suit = (
        await create({ ...validProduct, name: 'Spec Suit', category: 'wetsuits', specs: { thickness: ' 7 mm ', zip: '' } })
      ).json();
      expect(suit.specs).toEqual([{ key: 'thickness', label: 'Thickness', value: '7 mm' }]);
      const patch = (payload: object) => sut.inject({ method: 'PATCH', url: `/api/products/${suit.id}`, payload, cookies: admin });
      const wrong = await patch({ specs: { thickness: '7 mm', zip: 'Side zip', algorithm: 'RGBM' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(
        'specs.zip (Zip) must be one of: Back zip, Front zip, Zipless; specs.algorithm is not a spec of wetsuits (its specs: thickness, style, zip, material)',
      );
      expect((await patch({ specs: 'thick' })).json().message).toMatch(/specs must be an object/);
      expect((await patch({ specs: { thickness: '7 mm', zip: 'Back zip' } })).json().specs).toHaveLength(2);
      expect((await patch({ category: 'masks' })).json().specs).toEqual([]);
      expect((await patch({ category: 'wetsuits', specs: { style: 'Shorty' } })).json().specs).toEqual([
        { key: 'style', label: 'Style', value: 'Shorty' },
      ]);
      expect((await patch({ specs: null })).json().specs).toEqual([]);
    });
  });

  describe('pictures', () => {
    it('gives every seeded product its own bundled picture', async () => {
      const products: { name: string; imageUrl: string }[] = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
      const seeded = products.filter((p) => SEED_PRODUCTS.some((s) => s.name === p.name));
      expect(seeded).toHaveLength(SEED_PRODUCTS.length);
      expect(new Set(seeded.map((p) => p.imageUrl)).size).toBe(seeded.length);
      for (const { imageUrl } of seeded) {
        expect(existsSync(join(__dirname, '../../frontend/public', imageUrl))).toBe(true);
      }
    });
  });

  describe('one truth per product', () => {
    const apeks = SEED_PRODUCTS.find((p) => p.name === 'Apeks XTX50 Regulator')!;
    const findApeks = async (url: string) =>
      (await sut.inject({ method: 'GET', url })).json().find((p: { name: string }) => p.name === apeks.name);

    it("shows our review's rating and links to the review, on the list and on the product's own answer", async () => {
      // The seed stores 5.0 for the product; our published review says 4.5.
      expect(apeks.rating).toBe('5.0');
      const listed = await findApeks('/api/products');
      expect(listed).toMatchObject({
        rating: '4.5',
        review: { slug: 'apeks-xtx50-regulator-review', title: expect.stringMatching(/^Apeks XTX50 Regulator Review/), rating: '4.5' },
      });
      const one = await sut.inject({ method: 'GET', url: `/api/products/${listed.id}` });
      expect(one.json()).toMatchObject({ rating: '4.5', review: { slug: 'apeks-xtx50-regulator-review' } });
      const featured = (await sut.inject({ method: 'GET', url: '/api/products/featured' })).json();
      for (const product of featured) expect(product).toHaveProperty('review');
    });

    it('gives a product we have not reviewed no review and its own rating', async () => {
      const torch = SEED_PRODUCTS.find((p) => p.name.includes('Dive Torch'))!;
      const listed = (await sut.inject({ method: 'GET', url: '/api/products' }))
        .json()
        .find((p: { name: string }) => p.name === torch.name);
      expect(listed).toMatchObject({ rating: torch.rating, review: null });
    });

    it('falls back to the stored rating once the review is unpublished, and back again when it is republished', async () => {
      const reviews = (await sut.inject({ method: 'GET', url: '/api/reviews?admin=true', cookies: admin })).json();
      const review = reviews.find((r: { slug: string }) => r.slug === 'apeks-xtx50-regulator-review');
      const publish = (published: boolean) =>
        sut.inject({ method: 'PATCH', url: `/api/reviews/${review.id}`, payload: { published }, cookies: admin });
      expect((await publish(false)).statusCode).toBe(200);
      expect(await findApeks('/api/products')).toMatchObject({ rating: '5.0', review: null });
      expect((await publish(true)).statusCode).toBe(200);
      expect(await findApeks('/api/products')).toMatchObject({ rating: '4.5', review: { slug: 'apeks-xtx50-regulator-review' } });
    });
  });

  describe('our review, linked by the owner', () => {
    const list = async (): Promise<
      { id: number; name: string; price: string; reviewId: number | null; review: { slug: string } | null }[]
    > => (await sut.inject({ method: 'GET', url: '/api/products' })).json();
    const reviewPage = async (slug: string) => (await sut.inject({ method: 'GET', url: `/api/reviews/slug/${slug}` })).json();
    const patch = (id: number, payload: object) => sut.inject({ method: 'PATCH', url: `/api/products/${id}`, payload, cookies: admin });

    it('seeds the reviewed computers the shop lacked, linked to their reviews, and each review page links its product', async () => {
      const puck = (await list()).find((p) => p.name === 'Mares Puck Pro+')!;
      expect(puck).toMatchObject({ price: '449.00', rating: '4.0', review: { slug: 'mares-puck-pro-plus-review' } });
      expect(await reviewPage('mares-puck-pro-plus-review')).toMatchObject({ product: { id: puck.id, name: 'Mares Puck Pro+' } });
      for (const name of ['Shearwater Perdix 2', 'Shearwater Teric', 'Apeks XTX50 Regulator', 'Cressi Travelight BCD']) {
        expect((await list()).find((p) => p.name === name)?.review).not.toBeNull();
      }
      // A camera has no shop category: its review links no product.
      expect(await reviewPage('om-system-tough-tg-7-underwater-camera-review')).toMatchObject({ product: null });
      expect((await list()).find((p) => p.name === 'Suunto Zoop Novo')).toMatchObject({ reviewId: null, review: null });
    });

    it('lets the owner link, refuses an unknown or already linked review, unlinks with null, and a deleted review unlinks itself', async () => {
      const torch = (await create({ ...validProduct, name: 'Linkable Torch' })).json();
      const review = (
        await sut.inject({
          method: 'POST',
          url: '/api/reviews',
          cookies: admin,
          payload: {
            title: 'Linkable Torch Review',
            content: 'Bright.',
            category: 'Other',
            price: '$99 AUD',
            rating: '3.5',
            purchaseLink: 'https://shop.example.com.au/torch',
            imageUrl: '/images/gear/accessories.svg',
            published: true,
          },
        })
      ).json();

      const linked = await patch(torch.id, { reviewId: review.id });
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({ reviewId: review.id, rating: '3.5', review: { slug: review.slug, rating: '3.5' } });
      expect(await reviewPage(review.slug)).toMatchObject({ product: { id: torch.id, name: 'Linkable Torch' } });

      const apeks = (await list()).find((p) => p.name === 'Apeks XTX50 Regulator')!;
      const taken = await patch(torch.id, { reviewId: apeks.reviewId });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toMatch(/^"Apeks XTX50 Regulator Review.*" is already the review of Apeks XTX50 Regulator/);
      const unknown = await patch(torch.id, { reviewId: 99999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('reviewId 99999999 is not one of our reviews');
      expect((await patch(torch.id, { reviewId: 'first' })).json().message).toMatch(/reviewId must be the id of one of our reviews/);

      expect((await patch(torch.id, { reviewId: null })).json()).toMatchObject({ reviewId: null, review: null, rating: '4.6' });
      expect(await reviewPage(review.slug)).toMatchObject({ product: null });

      expect((await patch(torch.id, { reviewId: review.id })).statusCode).toBe(200);
      expect((await sut.inject({ method: 'DELETE', url: `/api/reviews/${review.id}`, cookies: admin })).statusCode).toBe(204);
      expect((await sut.inject({ method: 'GET', url: `/api/products/${torch.id}` })).json()).toMatchObject({
        reviewId: null,
        review: null,
      });
    });
  });

  describe('getFeaturedProducts', () => {
    it('returns only featured products', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/products/featured' });
      expect(res.statusCode).toBe(200);
      const featured = res.json();
      expect(featured.length).toBe(SEED_PRODUCTS.filter((p) => p.featured).length);
      expect(featured.every((p: { featured: boolean }) => p.featured)).toBe(true);
    });
  });

  describe('getProduct', () => {
    it('returns one product by id', async () => {
      const [first] = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
      const res = await sut.inject({ method: 'GET', url: `/api/products/${first.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first);
    });

    it('answers 404 with a JSON message for an unknown id', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/products/999999' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product 999999 not found');
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/products/abc' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('createProduct', () => {
    it('refuses a caller without an admin session', async () => {
      const res = await sut.inject({ method: 'POST', url: '/api/products', payload: validProduct });
      expect(res.statusCode).toBe(401);
      const list = (await sut.inject({ method: 'GET', url: '/api/products' })).json();
      expect(list.some((p: { name: string }) => p.name === validProduct.name)).toBe(false);
    });

    it('creates a product with prices fixed to two decimals', async () => {
      const res = await create({ ...validProduct, price: 899 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ...validProduct, price: '899.00', rating: '4.6', id: expect.any(Number) });
      const fetched = await sut.inject({ method: 'GET', url: `/api/products/${res.json().id}` });
      expect(fetched.json().price).toBe('899.00');
    });

    it('accepts "899.00" and "$1,199" as prices', async () => {
      expect((await create({ ...validProduct, price: '899.00' })).json().price).toBe('899.00');
      expect((await create({ ...validProduct, price: '$1,199' })).json().price).toBe('1199.00');
    });

    it('defaults rating to 4.5 and review count to 100 when blank or not numeric', async () => {
      const blank = await create({ ...validProduct, rating: '', reviewCount: '' });
      expect(blank.json()).toMatchObject({ rating: '4.5', reviewCount: 100 });
      const words = await create({ ...validProduct, rating: 'great', reviewCount: 'lots' });
      expect(words.json()).toMatchObject({ rating: '4.5', reviewCount: 100 });
      const { rating: _r, reviewCount: _c, affiliateLink: _a, featured: _f, ...minimal } = validProduct;
      const missing = await create(minimal);
      expect(missing.json()).toMatchObject({ rating: '4.5', reviewCount: 100, affiliateLink: '', featured: false });
    });

    it('accepts a bundled /images/ path as the image', async () => {
      const res = await create({ ...validProduct, imageUrl: '/images/gear/mask.svg' });
      expect(res.statusCode).toBe(201);
      expect(res.json().imageUrl).toBe('/images/gear/mask.svg');
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['a blank description', { description: '' }, 'description'],
      ['an unknown category', { category: 'spearguns' }, 'category must be one of'],
      ['a zero price', { price: 0 }, 'price must be a positive amount'],
      ['three decimals', { price: '19.999' }, 'price must be a positive amount'],
      ['a price in words', { price: 'cheap' }, 'price must be a positive amount'],
      ['a rating above 5', { rating: 7 }, 'rating must be between 0 and 5'],
      ['a negative rating', { rating: '-1' }, 'rating must be between 0 and 5'],
      ['a negative review count', { reviewCount: -3 }, 'reviewCount must not be negative'],
      ['a fractional review count', { reviewCount: 2.5 }, 'reviewCount must be a whole number'],
      ['a javascript: link', { affiliateLink: 'javascript:alert(1)' }, 'affiliateLink must be a full http'],
      [
        'a localhost link',
        { affiliateLink: 'http://localhost/shop' },
        'affiliateLink must point to a public website: \\"localhost\\" is not a public domain name',
      ],
      ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl must be a full http'],
      ['a path outside /images/', { imageUrl: '/etc/passwd' }, 'imageUrl must be a full http'],
      ['an over-long name', { name: 'x'.repeat(256) }, 'name must be shorter than or equal to 255 characters'],
      ['an unknown field', { colour: 'red' }, 'property colour should not exist'],
    ])('answers 400 for %s', async (_label, change, message) => {
      const res = await create({ ...validProduct, ...change });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(message);
    });
  });

  describe('updateProduct', () => {
    it('changes only the fields sent', async () => {
      const created = (await create(validProduct)).json();
      const res = await sut.inject({
        method: 'PATCH',
        url: `/api/products/${created.id}`,
        payload: { featured: true, price: '175' },
        cookies: admin,
      });
      expect(res.statusCode).toBe(200);
      // The typed price goes to the product's one offer, so its sellers' fields follow it.
      const { bestOffer, offers, offersJsonLd, priceRange, ...fields } = res.json();
      const { bestOffer: _b, offers: _o, offersJsonLd: _j, priceRange: _r, ...before } = created;
      expect(fields).toEqual({ ...before, featured: true, price: '175.00' });
      expect([bestOffer.price, offers[0].price, offersJsonLd.lowPrice, priceRange.lowPrice]).toEqual([
        '175.00',
        '175.00',
        '175.00',
        '175.00',
      ]);
      const featured = (await sut.inject({ method: 'GET', url: '/api/products/featured' })).json();
      expect(featured.some((p: { id: number }) => p.id === created.id)).toBe(true);
    });

    it('refuses to blank a required field or break a rule', async () => {
      const created = (await create(validProduct)).json();
      for (const payload of [{ name: null }, { name: '' }, { rating: 6 }, { category: 'boats' }]) {
        const res = await sut.inject({ method: 'PATCH', url: `/api/products/${created.id}`, payload, cookies: admin });
        expect(res.statusCode).toBe(400);
      }
      const unchanged = await sut.inject({ method: 'GET', url: `/api/products/${created.id}` });
      expect(unchanged.json()).toEqual(created);
    });

    it('answers 404 for an unknown id and 401 without a session', async () => {
      const missing = await sut.inject({ method: 'PATCH', url: '/api/products/999999', payload: { featured: true }, cookies: admin });
      expect(missing.statusCode).toBe(404);
      const anonymous = await sut.inject({ method: 'PATCH', url: '/api/products/1', payload: { featured: true } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('deleteProduct', () => {
    it('refuses without a session, then deletes with one', async () => {
      const created = (await create(validProduct)).json();
      const anonymous = await sut.inject({ method: 'DELETE', url: `/api/products/${created.id}` });
      expect(anonymous.statusCode).toBe(401);
      const res = await sut.inject({ method: 'DELETE', url: `/api/products/${created.id}`, cookies: admin });
      expect(res.statusCode).toBe(204);
      const gone = await sut.inject({ method: 'GET', url: `/api/products/${created.id}` });
      expect(gone.statusCode).toBe(404);
      const again = await sut.inject({ method: 'DELETE', url: `/api/products/${created.id}`, cookies: admin });
      expect(again.statusCode).toBe(404);
    });

    it('answers 400 for a non-numeric id', async () => {
      const res = await sut.inject({ method: 'DELETE', url: '/api/products/one', cookies: admin });
      expect(res.statusCode).toBe(400);
    });
  });
});
