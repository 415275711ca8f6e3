import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addPriceFeedSource,
  fetchPriceFeedSource,
  getGetPriceChecksQueryKey,
  getListPriceFeedSourcesQueryKey,
  removePriceFeedSource,
  useListPriceFeedSources,
} from '@/api/generated/endpoints/admin/admin';
import type { PriceFeedSourceDto } from '@/api/generated/models';
import { checkedAgo } from '@/components/offers/checked-ago';
import { serverMessage } from '@/lib/server-message';
import { API, invalidateApi } from '../shared/admin-cache';
import { feedResultSentences } from './feed-result-sentences';

/** "1 of 2 rows updated prices. (fetched 3 h ago)" — or that it was never fetched. */
function lastFetch(source: PriceFeedSourceDto): string {
  if (!source.lastFetchedAt) return 'Not fetched yet: it will be with the next daily check, or now with "Fetch now".';
  return `${source.lastResult} (${checkedAgo(source.lastFetchedAt).replace('checked', 'fetched')})`;
}

/**
 * Sellers' feeds by address: the daily check fetches each one, so prices follow a network's feed
 * without the owner uploading it; each shows what its last fetch did, so a broken feed is noticed.
 */
export function PriceFeedSources() {
  const queryClient = useQueryClient();
  const sources = useListPriceFeedSources();
  const [sellerName, setSellerName] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; lines: string[] } | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListPriceFeedSourcesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetPriceChecksQueryKey() }),
      invalidateApi(queryClient, API.products),
    ]);
  const run = async (action: () => Promise<string[]>) => {
    setBusy(true);
    try {
      setAnswer({ ok: true, lines: await action() });
    } catch (error) {
      setAnswer({ ok: false, lines: [serverMessage(error)] });
    } finally {
      // A fetch that failed was recorded too: the feed's line shows the new reason at once.
      await refresh();
      setBusy(false);
    }
  };
  const add = () =>
    run(async () => {
      const source = await addPriceFeedSource({ sellerName: sellerName.trim(), url: url.trim() });
      setSellerName('');
      setUrl('');
      return [`The feed of ${source.sellerName} will be fetched every day. Use "Fetch now" to try it.`];
    });
  const fetchNow = (source: PriceFeedSourceDto) =>
    run(async () => {
      const fetched = await fetchPriceFeedSource(source.id);
      if (!fetched.result) throw new Error(fetched.source.lastResult);
      return feedResultSentences(fetched.result);
    });
  const remove = (source: PriceFeedSourceDto) =>
    run(async () => {
      await removePriceFeedSource(source.id);
      return [`The feed of ${source.sellerName} is no longer fetched. The prices it brought stay.`];
    });

  return (
    <Box component="section" aria-label="Feeds by address" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Feeds by address
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Or give the feed's address (the network's "product feed URL"): we fetch it every day with the link check.
      </Typography>
      {sources.data && sources.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 2, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {sources.data.map((source) => (
            <Box component="li" key={source.id} data-testid="price-feed-source">
              <Typography sx={{ fontWeight: 600 }}>{source.sellerName}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {source.url}
              </Typography>
              <Typography variant="body2" color={source.lastFetchedAt && !source.lastOk ? 'error' : 'text.secondary'}>
                {lastFetch(source)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                <Button size="small" variant="outlined" sx={{ minHeight: 44 }} disabled={busy} onClick={() => void fetchNow(source)}>
                  Fetch now
                </Button>
                <Button
                  size="small"
                  color="error"
                  sx={{ minHeight: 44 }}
                  disabled={busy}
                  onClick={() => void remove(source)}
                  aria-label={`Stop fetching the feed of ${source.sellerName}`}
                >
                  Remove
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Feed seller name"
          value={sellerName}
          onChange={(e) => setSellerName(e.target.value)}
          helperText="As in its offers"
        />
        <TextField
          label="Feed address"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://network.example/feed.csv"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={busy} sx={{ minHeight: 56 }}>
          Add Feed
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
          {answer.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
