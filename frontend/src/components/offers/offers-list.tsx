import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getGoToOfferSellerUrl } from '@/api/generated/endpoints/affiliate/affiliate';
import type { GoToOfferSellerFrom, ProductOfferDto } from '@/api/generated/models';
import { AFFILIATE_REL } from '@/components/affiliate/affiliate-link';
import { checkedAgo } from './checked-ago';
import { offerPriceText } from './offer-price';

type OffersListProps = {
  offers: readonly ProductOfferDto[];
  /** Where the list sits, for the click report. */
  from: GoToOfferSellerFrom;
  /** The site path of the page it is on. */
  page: string;
  onSellerClick?: (offer: ProductOfferDto) => void;
};

/**
 * Every seller's offer: name, price, stock in words (never colour alone), how old
 * the price is, and a counted link to the seller. The best offer is marked; cheapest first.
 */
export function OffersList({ offers, from, page, onSellerClick }: OffersListProps) {
  if (offers.length === 0) return null;
  const sorted = [...offers].sort(
    (a, b) => Number(b.best) - Number(a.best) || Number(b.inStock) - Number(a.inStock) || priceOf(a) - priceOf(b),
  );
  return (
    <Box component="ul" aria-label="Prices from sellers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {sorted.map((offer) => (
        <Box
          component="li"
          key={offer.id}
          data-testid="offer"
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: 1,
            alignItems: 'center',
            p: 1.5,
            border: 1,
            borderColor: offer.best ? 'warning.main' : 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {offer.sellerName}{' '}
              {offer.best && (
                <Box
                  component="span"
                  sx={{ ml: 0.5, px: 1, border: 1, borderColor: 'warning.main', borderRadius: 4, fontSize: '0.8rem', whiteSpace: 'nowrap' }}
                >
                  {offer.ownersPick ? 'Our pick' : 'Best price'}
                </Box>
              )}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
              {offerPriceText(offer)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <span>{offer.inStock ? '✓ In stock' : '✗ Out of stock'}</span>
              <span aria-hidden>·</span>
              <span suppressHydrationWarning>{checkedAgo(offer.checkedAt)}</span>
            </Typography>
          </Box>
          {offer.goPath ? (
            <Button
              component="a"
              href={getGoToOfferSellerUrl(offer.id, { from, page })}
              target="_blank"
              rel={AFFILIATE_REL}
              variant="outlined"
              color="warning"
              sx={{ minHeight: 44 }}
              onClick={() => onSellerClick?.(offer)}
              aria-label={`Go to ${offer.sellerName} (opens the seller's site)`}
            >
              Go to seller
            </Button>
          ) : (
            <span />
          )}
        </Box>
      ))}
    </Box>
  );
}

function priceOf(offer: ProductOfferDto): number {
  return offer.price === null || offer.currency !== 'AUD' ? Number.POSITIVE_INFINITY : Number(offer.price);
}
