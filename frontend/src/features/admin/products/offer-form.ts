import type { AdminProductOfferDto, CreateProductOfferDto } from '@/api/generated/models';

/** The add/edit form of one seller's offer, as the owner types it. */
export interface OfferForm {
  sellerName: string;
  affiliateUrl: string;
  price: string;
  currency: string;
  inStock: boolean;
  gtin: string;
  sku: string;
  ownersPick: boolean;
}

export const emptyOfferForm: OfferForm = {
  sellerName: '',
  affiliateUrl: '',
  price: '',
  currency: 'AUD',
  inStock: true,
  gtin: '',
  sku: '',
  ownersPick: false,
};

export const OFFER_CURRENCIES = ['AUD', 'NZD', 'USD', 'EUR', 'GBP'] as const;

export function offerToForm(offer: AdminProductOfferDto): OfferForm {
  return {
    sellerName: offer.sellerName,
    affiliateUrl: offer.affiliateUrl,
    price: offer.price ?? '',
    currency: offer.currency,
    inStock: offer.inStock,
    gtin: offer.gtin,
    sku: offer.sku,
    ownersPick: offer.ownersPick,
  };
}

/** The API's body; the server checks every rule and answers a sentence when one is broken. */
export function offerPayload(form: OfferForm): CreateProductOfferDto {
  return {
    sellerName: form.sellerName.trim(),
    affiliateUrl: form.affiliateUrl.trim(),
    price: form.price.trim(),
    currency: form.currency as CreateProductOfferDto['currency'],
    inStock: form.inStock,
    gtin: form.gtin.trim(),
    sku: form.sku.trim(),
    ownersPick: form.ownersPick,
  };
}
