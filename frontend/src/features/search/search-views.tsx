import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchGroupDto } from '@/api/generated/models/searchGroupDto';
import type { SearchResponseDto } from '@/api/generated/models/searchResponseDto';
import { paths } from '@/config/paths';
import { countOf, SEARCH_GROUPS, searchHref, type SearchAddress } from './search-address';
import { SearchResultList } from './search-result-row';

const groupOf = (answer: SearchResponseDto, type: SearchGroupDto['type']) => answer.groups.find((group) => group.type === type);

/** "All 52 · Dive sites 40 · Articles 6 …": each kind's count, linking to its results alone. */
export function SearchTypeLinks({ answer, address }: { answer: SearchResponseDto; address: SearchAddress }) {
  const links = [
    { type: null, label: 'All', total: answer.total },
    ...SEARCH_GROUPS.map((group) => ({ type: group.type, label: group.label, total: groupOf(answer, group.type)?.total ?? 0 })),
  ].filter((link) => link.type === null || link.total > 0);
  return (
    // One row that scrolls sideways on a phone, so the results start high on the screen.
    <Box
      component="nav"
      aria-label="Kinds of result"
      sx={{ display: 'flex', gap: 1, my: 2, py: 0.5, overflowX: 'auto', scrollbarWidth: 'none', '& > *': { flexShrink: 0 } }}
    >
      {links.map((link) => {
        const current = link.type === address.type;
        return (
          <Button
            key={link.label}
            component={RouterLink}
            to={searchHref({ q: address.q, type: link.type, page: 1 })}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'contained' : 'outlined'}
            size="small"
            sx={{ borderRadius: 999, textTransform: 'none' }}
          >
            {`${link.label} (${link.total})`}
          </Button>
        );
      })}
    </Box>
  );
}

function GroupHeading({ id, group }: { id: string; group: (typeof SEARCH_GROUPS)[number] }) {
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ mt: 3, mb: 0.5 }}>
      {group.label}
    </Typography>
  );
}

/** Every kind with matches: its best few and a link to the rest. */
export function AllResults({ answer, address }: { answer: SearchResponseDto; address: SearchAddress }) {
  return (
    <>
      {SEARCH_GROUPS.map((group) => {
        const found = groupOf(answer, group.type);
        if (!found || found.total === 0) return null;
        const id = `search-group-${group.type}`;
        return (
          <Box component="section" key={group.type} aria-labelledby={id}>
            <GroupHeading id={id} group={group} />
            <SearchResultList results={found.items} />
            {found.total > found.items.length && (
              <Link
                component={RouterLink}
                to={searchHref({ q: address.q, type: group.type, page: 1 })}
                sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
              >
                {`See all ${countOf(found.total, group.noun)}`}
              </Link>
            )}
          </Box>
        );
      })}
    </>
  );
}

/** One kind's results, a page at a time. */
export function TypeResults({ answer, address }: { answer: SearchResponseDto; address: SearchAddress }) {
  const group = SEARCH_GROUPS.find((g) => g.type === address.type)!;
  const found = groupOf(answer, group.type);
  const total = found?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / answer.limit));
  const id = `search-group-${group.type}`;
  const pageLink = (page: number) => searchHref({ ...address, page });
  return (
    <Box component="section" aria-labelledby={id}>
      <GroupHeading id={id} group={group} />
      {found && found.items.length > 0 ? (
        <SearchResultList results={found.items} />
      ) : (
        <Typography sx={{ my: 2 }}>
          There are only {pages} {pages === 1 ? 'page' : 'pages'} of {group.noun[1]}.{' '}
          <Link component={RouterLink} to={pageLink(1)}>
            Back to the first page
          </Link>
        </Typography>
      )}
      {pages > 1 && (
        <Box
          component="nav"
          aria-label="Pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}
        >
          <Button component={RouterLink} to={pageLink(address.page - 1)} disabled={address.page <= 1} variant="outlined">
            Previous
          </Button>
          <Typography variant="body2" aria-current="page">
            {`Page ${Math.min(address.page, pages)} of ${pages}`}
          </Typography>
          <Button component={RouterLink} to={pageLink(address.page + 1)} disabled={address.page >= pages} variant="outlined">
            Next
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Nothing matched: the spec's sentence, the closest dive-site names, and where to browse instead. */
export function NoResults({ answer }: { answer: SearchResponseDto }) {
  return (
    <Box sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" role="status">
        {`No results found for "${answer.q}"`}
      </Typography>
      {answer.suggestions.length > 0 && (
        <Box component="section" aria-labelledby="search-suggestions" sx={{ mt: 2 }}>
          <Typography id="search-suggestions">Did you mean one of these dive sites?</Typography>
          <Box component="ul" sx={{ mt: 1, pl: 3 }}>
            {answer.suggestions.map((site) => (
              <li key={site.id}>
                <Link component={RouterLink} to={site.href} sx={{ fontWeight: 600 }}>
                  {site.name}
                </Link>{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {site.region}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Check the spelling or try fewer words. You can also browse the{' '}
        <Link component={RouterLink} to={paths.diveSites.build()}>
          dive sites
        </Link>
        , the{' '}
        <Link component={RouterLink} to={paths.blog.build()}>
          blog
        </Link>{' '}
        or the{' '}
        <Link component={RouterLink} to={paths.shop.build()}>
          shop
        </Link>
        .
      </Typography>
    </Box>
  );
}
