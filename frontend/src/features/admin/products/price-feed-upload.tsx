import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetPriceChecksQueryKey, importPriceFeed } from '@/api/generated/endpoints/admin/admin';
import { serverMessage } from '@/lib/server-message';
import { API, invalidateApi } from '../shared/admin-cache';
import { feedResultSentences } from './feed-result-sentences';
import { PriceFeedSources } from './price-feed-sources';

/** Upload a seller's product feed (CSV in Google Merchant columns) to update that seller's prices. */
export function PriceFeedUpload() {
  const queryClient = useQueryClient();
  const [sellerName, setSellerName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; lines: string[] } | null>(null);

  const upload = async () => {
    if (!file || !sellerName.trim()) {
      setResult({ ok: false, lines: ['Choose the seller and the feed file first.'] });
      return;
    }
    setBusy(true);
    try {
      const answer = await importPriceFeed({ sellerName: sellerName.trim(), csv: await file.text() });
      setResult({ ok: true, lines: feedResultSentences(answer) });
      await Promise.all([
        invalidateApi(queryClient, API.products),
        queryClient.invalidateQueries({ queryKey: getGetPriceChecksQueryKey() }),
      ]);
    } catch (error) {
      setResult({ ok: false, lines: [serverMessage(error)] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Price feed">
      <Typography variant="h6" component="h2" gutterBottom>
        Price feed
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A seller's product feed from its affiliate network (CSV with the columns id, title, link, price like "449.00 AUD", availability,
        gtin, mpn) updates that seller's prices by barcode (GTIN) or product code. Rows we do not sell are listed, never added.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField label="Seller name" value={sellerName} onChange={(e) => setSellerName(e.target.value)} helperText="As in its offers" />
        <Button component="label" variant="outlined" sx={{ minHeight: 44 }}>
          {file ? file.name : 'Choose feed file'}
          <input hidden type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={busy} sx={{ minHeight: 44 }}>
          Update Prices
        </Button>
      </Box>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
          {result.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <PriceFeedSources />
    </Paper>
  );
}
