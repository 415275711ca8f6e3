import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FakeContentVersions } from '../common/content-versions/content-versions.fake';
import { MediaAltTextRepository } from '../media/media-alt-text';
import { Product } from './product.entity';
import { DEFAULT_PRODUCT_RATING, DEFAULT_REVIEW_COUNT } from './product-fields';
import { ReviewOfProduct } from './product-review-link';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { OffersRepository } from './offers/offers.repository';

type Api = { [K in keyof ProductsRepository]: ProductsRepository[K] };

/** The products and published reviews in memory, in the repository's orders. */
class FakeProducts implements Api {
  readonly rows: Product[] = [];
  /** Published reviews. */
  readonly reviews: ReviewOfProduct[] = [];
  readonly drafts: ReviewOfProduct[] = [];
  private nextId = 1;

  async findAll(): Promise<Product[]> {
    return [...this.rows].sort(
      (a, b) => Number(b.featured) - Number(a.featured) || b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id,
    );
  }
  async findFeatured(): Promise<Product[]> {
    return (await this.findAll()).filter((p) => p.featured);
  }
  async findByCategory(category: string): Promise<Product[]> {
    return this.rows.filter((p) => p.category === category).sort((a, b) => a.id - b.id);
  }
  async findById(id: number): Promise<Product | null> {
    const row = this.rows.find((p) => p.id === id);
    return row ? { ...row } : null;
  }
  async findPublishedReviews(ids: readonly number[]): Promise<ReviewOfProduct[]> {
    return this.reviews.filter((review) => ids.includes(review.id));
  }
  async findReviewTitle(_manager: EntityManager, id: number) {
    const review = this.reviews.find((r) => r.id === id) ?? this.drafts.find((r) => r.id === id);
    return review ? { id: review.id, title: review.title } : null;
  }
  async findByPublishedReviewSlug(slug: string): Promise<Product | null> {
    const review = this.reviews.find((r) => r.slug === slug);
    return (review && this.rows.find((p) => p.reviewId === review.id)) ?? null;
  }
  async findOtherLinkedTo(_manager: EntityManager, reviewId: number, productId: number | undefined): Promise<Product | null> {
    return this.rows.find((p) => p.reviewId === reviewId && p.id !== productId) ?? null;
  }
  build(fields: Partial<Product>): Product {
    return { ...fields } as Product;
  }
  async save(_manager: EntityManager, product: Product): Promise<Product> {
    const at = this.rows.findIndex((p) => p.id === product.id);
    if (at >= 0) this.rows[at] = { ...product };
    else
      this.rows.push({ ...product, id: (product.id ??= this.nextId++), createdAt: (product.createdAt ??= new Date(this.nextId * 1000)) });
    return product;
  }
  async delete(_manager: EntityManager, id: number): Promise<boolean> {
    const at = this.rows.findIndex((p) => p.id === id);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }
}

function setup() {
  const products = new FakeProducts();
  const altTexts = { byKey: async () => new Map<string, string>() } as unknown as MediaAltTextRepository;
  // No offers: the product's own typed price stands (offers are tested on MariaDB in offers.api-spec.ts).
  const offers = { byProduct: async () => new Map(), addFirstOffer: async () => undefined, applyProductEdit: async () => undefined };
  const sut = new ProductsService(
    products as unknown as ProductsRepository,
    offers as unknown as OffersRepository,
    altTexts,
    new FakeContentVersions().asService(),
  );
  return { sut, products };
}

const input = {
  name: 'Apeks XTX50 Regulator',
  category: 'Regulators',
  description: 'A regulator.',
  price: 599,
  imageUrl: '/images/shop/x.svg',
};

describe(ProductsService.name, () => {
  describe('create and findAll', () => {
    it('fills the defaults, and lists featured products first, then the newest', async () => {
      const { sut } = setup();
      const plain = await sut.create(input);
      expect(plain).toMatchObject({
        price: '599.00',
        rating: DEFAULT_PRODUCT_RATING,
        reviewCount: DEFAULT_REVIEW_COUNT,
        affiliateLink: '',
        featured: false,
        review: null,
      });
      await sut.create({ ...input, name: 'Newer' });
      await sut.create({ ...input, name: 'Featured', featured: true });
      expect((await sut.findAll()).map((p) => p.name)).toEqual(['Featured', 'Newer', 'Apeks XTX50 Regulator']);
      expect((await sut.findFeatured()).map((p) => p.name)).toEqual(['Featured']);
    });

    it("shows the linked published review's rating and link, and nothing of a linked draft", async () => {
      const { sut, products } = setup();
      products.reviews.push({ id: 3, slug: 'apeks-xtx50', title: 'Apeks XTX50 Regulator Review: cold water', rating: '★★★★' });
      products.drafts.push({ id: 4, slug: 'draft', title: 'Draft Review', rating: '2' });
      const product = await sut.create({ ...input, reviewId: 3 });
      expect(product).toMatchObject({ rating: '4.0', reviewId: 3, review: { slug: 'apeks-xtx50', rating: '4.0' } });
      const drafted = await sut.create({ ...input, name: 'Other', reviewId: 4 });
      expect(drafted).toMatchObject({ rating: DEFAULT_PRODUCT_RATING, reviewId: 4, review: null });
    });

    it("refuses a review that does not exist (400) or is already another product's (409)", async () => {
      const { sut, products } = setup();
      products.reviews.push({ id: 3, slug: 'apeks-xtx50', title: 'Apeks XTX50 Regulator Review', rating: '4.5' });
      await expect(sut.create({ ...input, reviewId: 99 })).rejects.toThrow('reviewId 99 is not one of our reviews');
      const first = await sut.create({ ...input, reviewId: 3 });
      await expect(sut.create({ ...input, name: 'Second', reviewId: 3 })).rejects.toBeInstanceOf(ConflictException);
      await expect(sut.update(first.id, { reviewId: 3, price: 20 })).resolves.toMatchObject({ reviewId: 3, price: '20.00' });
      await expect(sut.update(first.id, { reviewId: null })).resolves.toMatchObject({ reviewId: null, review: null });
    });
  });

  describe('update and remove', () => {
    it('refuses to blank a required field, and answers 404 for a missing product', async () => {
      const { sut } = setup();
      const product = await sut.create(input);
      await expect(sut.update(product.id, { name: null } as never)).rejects.toBeInstanceOf(BadRequestException);
      await expect(sut.update(999, { name: 'x' })).rejects.toBeInstanceOf(NotFoundException);
      await expect(sut.update(product.id, { price: 10 })).resolves.toMatchObject({ price: '10.00', name: input.name });
      await sut.remove(product.id);
      await expect(sut.remove(product.id)).rejects.toThrow(`Product ${product.id} not found`);
    });
  });
});
