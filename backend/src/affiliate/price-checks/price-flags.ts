import { SHOP_CURRENCY } from '@ddu/shared/prices/best-offer';
import type { PageAnswer } from './fetch-page';
import type { PageOffer } from './read-offer';

/**
 * Why a price reading is not used: it is kept in the history with its flag and listed for the owner,
 * the offer keeps its last known price (with its age), and it is never shown or called a deal.
 */
export type PriceFlag = 'page-error' | 'no-price' | 'other-currency' | 'zero-price' | 'steep-drop';

/** A fall of more than this share in one check is more often a parsing slip or a typo than a sale. */
export const STEEP_DROP = 0.7;

export interface PriceJudgement {
  flag: PriceFlag | '';
  /** The owner's sentence for a flag; '' when the reading is used. */
  detail: string;
}

const money = (price: string | number) => `$${Number(price).toFixed(2)}`;

export function judgeReading(answer: PageAnswer, offer: PageOffer | null, lastPrice: string | null): PriceJudgement {
  if (answer.status === null) return { flag: 'page-error', detail: `The seller's page could not be read: ${answer.error || 'no answer'}.` };
  if (answer.status >= 400) return { flag: 'page-error', detail: `The seller's page answered ${answer.status}.` };
  if (!offer || offer.price === null) {
    return { flag: 'no-price', detail: 'The page has no price we can read (no schema.org Product or Offer price on it).' };
  }
  if (offer.currency !== SHOP_CURRENCY) {
    const currency = offer.currency || 'no currency';
    return { flag: 'other-currency', detail: `The page gives ${offer.price} in ${currency}, not Australian dollars.` };
  }
  const price = Number(offer.price);
  if (!(price > 0)) return { flag: 'zero-price', detail: 'The page gives a price of $0.' };
  const last = lastPrice === null ? null : Number(lastPrice);
  if (last !== null && last > 0 && price < last * (1 - STEEP_DROP)) {
    const share = Math.round((1 - price / last) * 100);
    return {
      flag: 'steep-drop',
      detail: `The price fell from ${money(last)} to ${money(price)} (${share} %) in one check: type it in the offer if it is right.`,
    };
  }
  return { flag: '', detail: '' };
}
