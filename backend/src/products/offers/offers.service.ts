import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ContentVersionsService } from '../../common/content-versions/content-versions.service';
import { toPriceColumn } from '../product-fields';
import { AdminProductOfferDto, CreateProductOfferDto, UpdateProductOfferDto } from './offers.dto';
import { bestOfferOf, toAdminOfferDto } from './offer-view';
import { OffersRepository, ownerReading } from './offers.repository';
import { ProductOffer } from './product-offer.entity';

/** The owner's side of offers: list, add, change, remove; each write keeps the product's best price in step. */
@Injectable()
export class OffersService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly versions: ContentVersionsService,
  ) {}

  async list(productId: number): Promise<AdminProductOfferDto[]> {
    if (!(await this.offers.productExists(productId))) throw new NotFoundException(`Product ${productId} not found`);
    const offers = (await this.offers.byProduct([productId])).get(productId) ?? [];
    const bestId = bestOfferOf(offers)?.offer.id ?? null;
    return offers.map((offer) => toAdminOfferDto(offer, bestId));
  }

  async create(productId: number, dto: CreateProductOfferDto): Promise<AdminProductOfferDto> {
    if (!(await this.offers.productExists(productId))) throw new NotFoundException(`Product ${productId} not found`);
    const id = await this.versions.write(['products'], async (manager) => {
      const offer = manager.getRepository(ProductOffer).create({
        productId,
        sellerName: dto.sellerName,
        affiliateUrl: dto.affiliateUrl ?? '',
        price: toPriceColumn(String(dto.price)),
        currency: dto.currency ?? 'AUD',
        inStock: dto.inStock ?? true,
        checkedAt: new Date(),
        gtin: dto.gtin ?? '',
        sku: dto.sku ?? '',
        ownersPick: dto.ownersPick ?? false,
      });
      const saved = await manager.save(offer);
      await this.afterWrite(manager, saved, true);
      return saved.id;
    });
    return this.one(id);
  }

  async update(offerId: number, dto: UpdateProductOfferDto): Promise<AdminProductOfferDto> {
    await this.versions.write(['products'], async (manager) => {
      const offer = await this.offers.findById(offerId, manager);
      if (!offer) throw new NotFoundException(`Offer ${offerId} not found`);
      const price = dto.price === undefined || dto.price === null ? undefined : toPriceColumn(String(dto.price));
      const priceChanged =
        (price !== undefined && price !== offer.price) || (dto.currency !== undefined && dto.currency !== offer.currency);
      if (dto.sellerName !== undefined && dto.sellerName !== null) offer.sellerName = dto.sellerName;
      if (dto.affiliateUrl !== undefined) offer.affiliateUrl = dto.affiliateUrl ?? '';
      if (price !== undefined) offer.price = price;
      if (dto.currency !== undefined && dto.currency !== null) offer.currency = dto.currency;
      if (dto.inStock !== undefined && dto.inStock !== null) offer.inStock = dto.inStock;
      if (dto.gtin !== undefined) offer.gtin = dto.gtin ?? '';
      if (dto.sku !== undefined) offer.sku = dto.sku ?? '';
      if (dto.ownersPick !== undefined && dto.ownersPick !== null) offer.ownersPick = dto.ownersPick;
      // A price the owner typed is a confirmed price: the old flag no longer applies.
      if (priceChanged) Object.assign(offer, { checkedAt: new Date(), flag: '', flagDetail: '', flaggedAt: null });
      const saved = await manager.save(offer);
      await this.afterWrite(manager, saved, priceChanged);
    });
    return this.one(offerId);
  }

  async remove(offerId: number): Promise<void> {
    await this.versions.write(['products'], async (manager) => {
      const offer = await this.offers.findById(offerId, manager);
      if (!offer) throw new NotFoundException(`Offer ${offerId} not found`);
      await manager.delete(ProductOffer, { id: offerId });
      await this.offers.syncProduct(manager, offer.productId);
    });
  }

  /** One owner's pick per product; the typed price joins the history; the product row follows the best offer. */
  private async afterWrite(manager: EntityManager, offer: ProductOffer, recordPrice: boolean): Promise<void> {
    if (offer.ownersPick) {
      await manager
        .createQueryBuilder()
        .update(ProductOffer)
        .set({ ownersPick: false })
        .where('productId = :productId AND id <> :id', { productId: offer.productId, id: offer.id })
        .execute();
    }
    if (recordPrice) await this.offers.addReadings(manager, [ownerReading(offer)]);
    await this.offers.syncProduct(manager, offer.productId);
  }

  private async one(offerId: number): Promise<AdminProductOfferDto> {
    const offer = await this.offers.findById(offerId);
    if (!offer) throw new NotFoundException(`Offer ${offerId} not found`);
    const siblings = (await this.offers.byProduct([offer.productId])).get(offer.productId) ?? [];
    return toAdminOfferDto(offer, bestOfferOf(siblings)?.offer.id ?? null);
  }
}
