import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  checkOfferPrice,
  createOffer,
  deleteOffer,
  getGetPriceChecksQueryKey,
  getListOffersQueryKey,
  updateOffer,
  useListOffers,
} from '@/api/generated/endpoints/admin/admin';
import type { AdminProductOfferDto, ProductResponseDto } from '@/api/generated/models';
import { checkedAgo } from '@/components/offers/checked-ago';
import { offerPriceText } from '@/components/offers/offer-price';
import { serverMessage } from '@/lib/server-message';
import { API, invalidateApi } from '../shared/admin-cache';
import { emptyOfferForm, OFFER_CURRENCIES, offerPayload, offerToForm, type OfferForm } from './offer-form';

/** One product's sellers in the Products tab: add, change, check the price now, make the pick, remove. */
export function ProductOffersEditor({ product }: { product: ProductResponseDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" variant="text" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide sellers and prices' : `Sellers and prices (${product.offers.length})`}
      </Button>
      {open && <OffersPanel product={product} />}
    </Box>
  );
}

function OffersPanel({ product }: { product: ProductResponseDto }) {
  const queryClient = useQueryClient();
  const offers = useListOffers(product.id);
  const [form, setForm] = useState<OfferForm>(emptyOfferForm);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListOffersQueryKey(product.id) }),
      queryClient.invalidateQueries({ queryKey: getGetPriceChecksQueryKey() }),
      invalidateApi(queryClient, API.products),
    ]);
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ severity: 'success', text: await work() });
      await refresh();
    } catch (error) {
      setMessage({ severity: 'error', text: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    act(async () => {
      const data = offerPayload(form);
      if (editingId === null) await createOffer(product.id, data);
      else await updateOffer(editingId, data);
      setForm(emptyOfferForm);
      setEditingId(null);
      return editingId === null ? `${data.sellerName} was added.` : `${data.sellerName} was updated.`;
    });
  const checkNow = (offer: AdminProductOfferDto) =>
    act(async () => {
      const result = await checkOfferPrice(offer.id);
      return result.flag ? `${offer.sellerName}: ${result.detail}` : `${offer.sellerName}: the page says ${offerPriceText(result)}.`;
    });
  const remove = (offer: AdminProductOfferDto) =>
    act(async () => {
      await deleteOffer(offer.id);
      return `${offer.sellerName} was removed.`;
    });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1 }} component="section" aria-label={`Sellers of ${product.name}`}>
      {offers.isError && <Alert severity="error">Could not load the sellers. Please refresh the page.</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {offers.data?.map((offer) => (
          <Box component="li" key={offer.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {offer.sellerName} · {offerPriceText(offer)} · {offer.inStock ? 'In stock' : 'Out of stock'} · {checkedAgo(offer.checkedAt)}
              {offer.best && <Chip size="small" label={offer.ownersPick ? 'Our pick (main button)' : 'Main button'} sx={{ ml: 1 }} />}
            </Typography>
            {offer.flag && (
              <Alert severity="warning" sx={{ mt: 0.5 }}>
                Not used: {offer.flagDetail}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              <Button
                size="small"
                onClick={() => {
                  setEditingId(offer.id);
                  setForm(offerToForm(offer));
                }}
                aria-label={`Edit ${offer.sellerName}`}
              >
                Edit
              </Button>
              <Button
                size="small"
                onClick={() => void checkNow(offer)}
                disabled={busy || !offer.affiliateUrl}
                aria-label={`Check the price at ${offer.sellerName} now`}
              >
                Check price now
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => void remove(offer)}
                disabled={busy}
                aria-label={`Remove ${offer.sellerName}`}
              >
                Remove
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
        {editingId === null ? 'Add a seller' : `Editing ${form.sellerName}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField label="Seller name" value={form.sellerName} onChange={(e) => set('sellerName', e.target.value)} required />
        <TextField
          label="Seller page (affiliate link)"
          value={form.affiliateUrl}
          onChange={(e) => set('affiliateUrl', e.target.value)}
          placeholder="https://..."
        />
        <TextField label="Price" value={form.price} onChange={(e) => set('price', e.target.value)} required placeholder="449.00" />
        <TextField select label="Currency" value={form.currency} onChange={(e) => set('currency', e.target.value)}>
          {OFFER_CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="GTIN (barcode)"
          value={form.gtin}
          onChange={(e) => set('gtin', e.target.value)}
          helperText="8, 12, 13 or 14 digits; feeds match by it"
        />
        <TextField label="Seller's product code (SKU)" value={form.sku} onChange={(e) => set('sku', e.target.value)} />
        <FormControlLabel
          control={<Checkbox checked={form.inStock} onChange={(e) => set('inStock', e.target.checked)} />}
          label="In stock"
        />
        <FormControlLabel
          control={<Checkbox checked={form.ownersPick} onChange={(e) => set('ownersPick', e.target.checked)} />}
          label="Our pick: the main button goes here"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {editingId === null ? 'Add Seller' : 'Save Seller'}
        </Button>
        {editingId !== null && (
          <Button
            color="inherit"
            onClick={() => {
              setEditingId(null);
              setForm(emptyOfferForm);
            }}
          >
            Cancel
          </Button>
        )}
      </Box>
      {message && (
        <Alert severity={message.severity} sx={{ mt: 1.5 }} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}
