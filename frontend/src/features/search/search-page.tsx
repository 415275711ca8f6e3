import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getSearchSiteQueryOptions, useSearchSite } from '@/api/generated/endpoints/search/search';
import { LoadErrorAlert } from '@/components/load-error/load-error-alert';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { trackSiteSearch } from '@/lib/site-search-event';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';
import {
  MAX_SEARCH_CHARS,
  MIN_SEARCH_CHARS,
  SEARCH_GROUPS,
  searchAddressCodec,
  searchHref,
  searchRequest,
  type SearchAddress,
} from './search-address';
import { AllResults, NoResults, SearchTypeLinks, TypeResults } from './search-views';

/**
 * The page's title. Result pages are `noindex` (see docs/search.md): a search engine's results
 * should lead to our pages, not to our own results for whatever was typed.
 */
function searchTitle({ q, type, page }: SearchAddress): string {
  const term = q.trim();
  if (term === '') return 'Search';
  const kind = SEARCH_GROUPS.find((group) => group.type === type);
  return `${kind ? kind.label : 'Search results'} for "${term}"${page > 1 ? `, page ${page}` : ''}`;
}

/** A plain GET form: it searches before the page's scripts have loaded, and as a link would after. */
function SearchForm({ q }: { q: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(searchHref({ q: typed, type: null, page: 1 }));
  };
  return (
    <Box
      component="form"
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mt: 2, maxWidth: 560 }}
    >
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          borderRadius: 1,
          bgcolor: 'common.white',
          color: 'text.primary',
        }}
      >
        <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <Box
          component="input"
          // A new search (Back, a link) shows its own words: the field starts again from the address.
          key={q}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_CHARS}
          aria-label="Search dive sites, articles, gear reviews and products"
          placeholder="Sites, gear, articles..."
          autoComplete="off"
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            py: 1.25,
            font: 'inherit',
            fontSize: 16,
            bgcolor: 'transparent',
            color: 'inherit',
          }}
        />
      </Box>
      <Button type="submit" variant="contained" color="secondary">
        Search
      </Button>
    </Box>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const address = useMemo(() => searchAddressCodec.read(params), [params]);
  const request = searchRequest(address);
  const search = useSearchSite(request ?? { q: '' }, { query: { enabled: request !== null, placeholderData: keepPreviousData } });
  const answer = request ? search.data : undefined;
  const term = address.q.trim();
  const settled = answer && !search.isPlaceholderData && address.page === 1 && address.type === null ? answer : undefined;
  useEffect(() => {
    if (settled) trackSiteSearch(settled.q, settled.total);
  }, [settled]);

  return (
    <>
      <PageSeo
        title={searchTitle(address)}
        description="Search Dive Down Under's dive-site guides, articles, gear reviews and shop."
        noIndex
      />
      <PageHero title={term ? `Results for "${term}"` : 'Search'} eyebrow="Search" dense>
        <SearchForm q={address.q} />
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, minHeight: '60vh' }}>
        {request === null ? (
          <Typography sx={{ my: 3 }}>
            {term === ''
              ? 'What are you looking for? Search dive sites, articles, gear reviews and products.'
              : `Type at least ${MIN_SEARCH_CHARS} characters to search`}
          </Typography>
        ) : search.isError && !answer ? (
          <LoadErrorAlert onRetry={search.refetch} sx={{ my: 3 }}>
            We couldn&apos;t search just now. Please check your connection and try again.
          </LoadErrorAlert>
        ) : !answer ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Searching...</Typography>
          </Box>
        ) : (
          // The previous results stay, dimmed, until the next search's arrive.
          <Box aria-busy={search.isPlaceholderData} sx={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {answer.total === 0 ? (
              <NoResults answer={answer} />
            ) : (
              <>
                <Typography role="status" sx={{ color: 'text.secondary' }}>
                  {`${answer.total === 1 ? '1 result' : `${answer.total} results`} for "${answer.q}"`}
                </Typography>
                <SearchTypeLinks answer={answer} address={address} />
                {address.type === null ? (
                  <AllResults answer={answer} address={address} />
                ) : (
                  <TypeResults answer={answer} address={address} />
                )}
              </>
            )}
          </Box>
        )}
      </Container>
    </>
  );
}

/** Server render: the search the address shows (nothing to load below 2 characters). */
export const prefetch: PagePrefetch = async ({ queryClient, url }) => {
  const request = searchRequest(searchAddressCodec.read(url.searchParams));
  return request ? fetchMain(queryClient, getSearchSiteQueryOptions(request)) : 200;
};
