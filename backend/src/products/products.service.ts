import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { chooseProducts, type ShopChoice } from '@ddu/shared/products/shop-choice';
import { chooseAlternatives } from '@ddu/shared/products/alternatives';
import { cleanSpecs, specFieldsOf, specProblems } from '@ddu/shared/products/product-specs';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { Product } from './product.entity';
import { DEFAULT_PRODUCT_RATING, DEFAULT_REVIEW_COUNT, toPriceColumn, toRatingColumn } from './product-fields';
import { CreateProductDto, ProductResponseDto, UpdateProductDto } from './products.dto';
import { toProductResponse } from './products.mapper';
import { ProductsRepository } from './products.repository';
import { MediaAltTextRepository, withImageAlt } from '../media/media-alt-text';
import { OffersRepository } from './offers/offers.repository';
import { firstOfferOf, productPriceEdit } from './offers/first-offer';

/** A product answer carries our review's rating and link, so a review change drops it too. */
export const PRODUCT_TOPICS = ['products', 'reviews'] as const;

/** Fields a partial update may leave out but never blank (they are NOT NULL in the table). */
const NON_NULL_FIELDS = ['name', 'category', 'description', 'price', 'imageUrl', 'featured'] as const;

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly offers: OffersRepository,
    private readonly altTexts: MediaAltTextRepository,
    private readonly versions: ContentVersionsService,
  ) {}

  /**
   * Featured products first, then the newest (see ProductsRepository.findAll); or as the shop's sort and
   * price range choose, by the price and rating the answer shows (the best offer, our review's rating).
   */
  async findAll(choice: ShopChoice = {}): Promise<ProductResponseDto[]> {
    const products = await this.products.findAll();
    return chooseProducts(await this.withReviews(products), choice);
  }

  async findFeatured(): Promise<ProductResponseDto[]> {
    const products = await this.products.findFeatured();
    return this.withReviews(products);
  }

  async findOne(id: number): Promise<ProductResponseDto> {
    const [product] = await this.withReviews([await this.getOrThrow(id)]);
    return product;
  }

  /**
   * "Compare with": up to three other products of its category in stock at a best price within 30 % of
   * its best price, closest first, then the better rating (the rule is @ddu/shared/products/alternatives).
   */
  async findAlternatives(id: number): Promise<ProductResponseDto[]> {
    const product = await this.getOrThrow(id);
    const answers = await this.withReviews(await this.products.findByCategory(product.category));
    const self = answers.find((answer) => answer.id === id);
    return self ? chooseAlternatives(self, answers) : [];
  }

  /** Products with their linked, published reviews, so the rating and the review link agree everywhere. */
  private async withReviews(products: Product[]): Promise<ProductResponseDto[]> {
    if (products.length === 0) return [];
    const linked = products.flatMap((product) => (product.reviewId === null ? [] : [product.reviewId]));
    const reviews = new Map((await this.products.findPublishedReviews(linked)).map((review) => [review.id, review]));
    const offers = await this.offers.byProduct(products.map((p) => p.id));
    return withImageAlt(
      this.altTexts,
      products.map((product) =>
        toProductResponse(product, product.reviewId === null ? undefined : reviews.get(product.reviewId), offers.get(product.id)),
      ),
    );
  }

  /** The shop product our published review (by its slug) is about, with its offers; 404 when none is. */
  async findByReview(slug: string): Promise<ProductResponseDto> {
    const product = await this.products.findByPublishedReviewSlug(slug);
    if (!product) throw new NotFoundException('No shop product is linked to this review.');
    const [answer] = await this.withReviews([product]);
    return answer;
  }

  async create(dto: CreateProductDto): Promise<ProductResponseDto> {
    const product = this.products.build({
      name: dto.name,
      category: dto.category,
      description: dto.description,
      price: toPriceColumn(String(dto.price)),
      rating: toRatingColumn(dto.rating === undefined || dto.rating === null ? Number(DEFAULT_PRODUCT_RATING) : Number(dto.rating)),
      reviewCount: dto.reviewCount === undefined || dto.reviewCount === null ? DEFAULT_REVIEW_COUNT : Number(dto.reviewCount),
      imageUrl: dto.imageUrl,
      affiliateLink: dto.affiliateLink ?? '',
      featured: dto.featured ?? false,
      reviewId: dto.reviewId ?? null,
      specs: checkedSpecs(dto.category, dto.specs),
    });
    // The typed price and link become the product's first offer, so it has a seller from the start.
    const saved = await this.versions.write(['products'], async (manager) => {
      await this.assertReviewLinkable(manager, product);
      const stored = await this.products.save(manager, product);
      await this.offers.addFirstOffer(manager, firstOfferOf(stored));
      return stored;
    });
    return this.findOne(saved.id);
  }

  async update(id: number, dto: UpdateProductDto): Promise<ProductResponseDto> {
    for (const field of NON_NULL_FIELDS) {
      if (dto[field] === null) throw new BadRequestException(`${field} is required`);
    }
    const product = await this.getOrThrow(id);
    if (dto.name !== undefined) product.name = dto.name;
    if (dto.category !== undefined) product.category = dto.category;
    if (dto.description !== undefined) product.description = dto.description;
    if (dto.price !== undefined) product.price = toPriceColumn(String(dto.price));
    if (dto.rating !== undefined) product.rating = toRatingColumn(Number(dto.rating ?? DEFAULT_PRODUCT_RATING));
    if (dto.reviewCount !== undefined) product.reviewCount = Number(dto.reviewCount ?? DEFAULT_REVIEW_COUNT);
    if (dto.imageUrl !== undefined) product.imageUrl = dto.imageUrl;
    if (dto.affiliateLink !== undefined) product.affiliateLink = dto.affiliateLink ?? '';
    if (dto.featured !== undefined) product.featured = dto.featured;
    if (dto.reviewId !== undefined) product.reviewId = dto.reviewId;
    if (dto.specs !== undefined) product.specs = checkedSpecs(product.category, dto.specs);
    // A new category keeps only the specs it has too.
    else if (dto.category !== undefined && product.specs) product.specs = keptSpecs(product.category, product.specs);
    await this.versions.write(['products'], async (manager) => {
      await this.assertReviewLinkable(manager, product);
      const offers = (await this.offers.byProduct([id], manager)).get(id) ?? [];
      // A typed price or link goes to the product's one offer; with several sellers it is refused (400).
      const edit = productPriceEdit(product, offers, dto);
      await this.products.save(manager, product);
      if (edit) await this.offers.applyProductEdit(manager, edit);
    });
    return this.findOne(id);
  }

  async remove(id: number): Promise<void> {
    await this.versions.write(['products'], async (manager) => {
      if (!(await this.products.delete(manager, id))) throw new NotFoundException(`Product ${id} not found`);
    });
  }

  /** A linked review exists and is no other product's (the unique key still wins a race). */
  private async assertReviewLinkable(manager: EntityManager, product: Product): Promise<void> {
    const reviewId = product.reviewId;
    if (reviewId === null || reviewId === undefined) return;
    const review = await this.products.findReviewTitle(manager, reviewId);
    if (!review) throw new BadRequestException(`reviewId ${reviewId} is not one of our reviews`);
    const other = await this.products.findOtherLinkedTo(manager, reviewId, product.id);
    if (other) throw new ConflictException(`"${review.title}" is already the review of ${other.name}; unlink it there first.`);
  }

  private async getOrThrow(id: number): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw new NotFoundException(`Product ${id} not found`);
    return product;
  }
}

/** The specs to store: blanks dropped, refused with every problem in one sentence; null when none are left. */
function checkedSpecs(category: string, specs: Record<string, string> | null | undefined): Record<string, string> | null {
  if (specs === undefined || specs === null) return null;
  const clean = cleanSpecs(specs);
  const problems = specProblems(category, clean);
  if (problems.length) throw new BadRequestException(problems.join('; '));
  return Object.keys(clean).length ? (clean as Record<string, string>) : null;
}

function keptSpecs(category: string, specs: Record<string, string>): Record<string, string> | null {
  const keys = new Set(specFieldsOf(category).map((field) => field.key));
  const kept = Object.fromEntries(Object.entries(specs).filter(([key]) => keys.has(key)));
  return specProblems(category, kept).length === 0 && Object.keys(kept).length ? kept : null;
}
