import Typography from '@mui/material/Typography';
import type { ProductResponseDto } from '@/api/generated/models';
import { bestOfferSentence } from './best-offer-sentence';

export function BestOfferNote({ product }: { product: Pick<ProductResponseDto, 'bestOffer' | 'offers'> }) {
  const sentence = bestOfferSentence(product);
  if (!sentence) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="best-offer-note" suppressHydrationWarning sx={{ mt: -2, mb: 3 }}>
      {sentence}
    </Typography>
  );
}
