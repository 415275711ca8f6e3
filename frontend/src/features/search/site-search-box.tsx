import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '@/components/search/site-search';
import type { SiteSearchSources } from './use-site-search-sources';
import { optionId, SearchStatus } from './search-status';

type SearchEngine = typeof import('./site-search-engine');

let engineLoad: Promise<SearchEngine> | null = null;
let loadedEngine: SearchEngine | null = null;

/** The search's lists, matching and result list, loaded once, the first time any search box is used. */
function useSearchEngine(wanted: boolean): SearchEngine | null {
  const [engine, setEngine] = useState<SearchEngine | null>(loadedEngine);
  useEffect(() => {
    if (!wanted || engine) return undefined;
    let live = true;
    engineLoad ??= import('./site-search-engine').then((loaded) => (loadedEngine = loaded));
    void engineLoad.then((loaded) => {
      if (live) setEngine(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, engine]);
  return engine;
}

const NO_LISTS: SiteSearchSources = { sources: {}, loading: true };

const CLEAR_ICON = encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round'><path d='M6 6l12 12M18 6L6 18'/></svg>",
);

export interface SiteSearchProps {
  autoFocus?: boolean;
  /** Called when the visitor chooses a result (the phone's search panel closes then). */
  onChoose?: () => void;
}

/** The header search: filters articles, dive sites and products on the device as the visitor types. */
export function SiteSearch({ autoFocus = false, onChoose }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The lists are fetched from the first time the search is used, not on every page load.
  const [used, setUsed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}-search-results`;
  const navigate = useNavigate();
  // The lists and the matching load with the engine, from the first time the search is used.
  const engine = useSearchEngine(used);
  const [lists, setLists] = useState<SiteSearchSources>(NO_LISTS);
  const onLists = useCallback((next: SiteSearchSources) => setLists(next), []);

  const outcome = useMemo(() => engine?.searchSite(query, lists.sources) ?? null, [engine, query, lists.sources]);
  const results: SearchResult[] = outcome?.status === 'results' ? outcome.results : [];

  const openDropdown = () => {
    setOpen(true);
    setUsed(true);
  };

  const closeAndClear = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };

  const choose = (result: SearchResult | undefined) => {
    closeAndClear();
    inputRef.current?.blur();
    // A clicked result is a link that navigates by itself (result undefined); Enter navigates here.
    if (result) void navigate(result.href);
    onChoose?.();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeAndClear();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openDropdown();
        if (count) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openDropdown();
        if (count) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        // Enter without a highlighted result opens the best (first) match.
        if (open && count) {
          event.preventDefault();
          choose(results[activeIndex >= 0 ? activeIndex : 0]);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (open) {
          setOpen(false);
          setActiveIndex(-1);
        } else {
          setQuery('');
        }
        break;
      default:
    }
  };

  const showList = open && results.length > 0;
  // Until the engine has arrived (a moment, on the first use) the dropdown says it is searching.
  const status = engine && outcome ? engine.searchStatusText(outcome, lists.loading, query) : { text: 'Searching...', busy: true };

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative', width: '100%' }}
      onBlur={(event) => {
        // Tabbing out of the search closes it, like a click outside.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) closeAndClear();
      }}
    >
      <Paper
        role="search"
        elevation={0}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.5,
          width: '100%',
          borderRadius: 999,
          bgcolor: 'rgba(255, 255, 255, 0.12)',
          color: 'common.white',
          border: '1px solid rgba(255, 255, 255, 0.24)',
          '&:focus-within': { bgcolor: 'rgba(255, 255, 255, 0.2)', borderColor: 'secondary.light' },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        {/* MUI's InputBase, drawn with its own styles on a plain input: the header ships on every page, and
            InputBase brings form-control and textarea code the search never uses. */}
        <Box
          sx={(theme) => ({
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            boxSizing: 'border-box',
            position: 'relative',
            cursor: 'text',
            display: 'inline-flex',
            alignItems: 'center',
            flex: 1,
            color: 'inherit',
            fontSize: 14,
          })}
        >
          <Box
            component="input"
            ref={inputRef}
            autoFocus={autoFocus}
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setQuery(event.target.value);
              setActiveIndex(-1);
              openDropdown();
            }}
            onFocus={openDropdown}
            onClick={openDropdown}
            onKeyDown={onKeyDown}
            // Says what it searches even when a laptop-width header cuts it short (it read "Search dive site…").
            placeholder="Sites, gear, articles..."
            aria-label="Search the site"
            // A name lets the browser's autofill and form tooling identify the field (Chrome flags inputs with neither id nor name).
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listboxId : undefined}
            aria-activedescendant={showList && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
            sx={{
              font: 'inherit',
              letterSpacing: 'inherit',
              color: 'currentColor',
              p: '4px 0 5px',
              border: 0,
              boxSizing: 'content-box',
              background: 'none',
              height: '1.4375em',
              m: 0,
              WebkitTapHighlightColor: 'transparent',
              display: 'block',
              minWidth: 0,
              width: '100%',
              '&:focus': { outline: 0 },
              '&:invalid': { boxShadow: 'none' },
              '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
              // The header box is narrow at laptop widths: end a cut-off placeholder with "…", not half a letter.
              textOverflow: 'ellipsis',
              '&::placeholder': { color: 'currentColor', opacity: 0.8 },
              // Chrome's own clear button is a blue cross that vanishes into the dark header; draw it white.
              '&::-webkit-search-cancel-button': {
                WebkitAppearance: 'none',
                width: 14,
                height: 14,
                cursor: 'pointer',
                background: `url("data:image/svg+xml,${CLEAR_ICON}") center / contain no-repeat`,
              },
            }}
          />
        </Box>
      </Paper>
      {engine && used && <engine.SearchSourcesLoader onChange={onLists} />}
      {open && (
        <Paper
          elevation={8}
          data-testid="site-search-dropdown"
          // Keeps focus in the input while the visitor clicks inside the dropdown.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 8px)',
            right: 0,
            width: { xs: '100%', sm: 'max(100%, 24rem)' },
            maxHeight: '24rem',
            overflowY: 'auto',
            zIndex: (theme) => theme.zIndex.modal,
            color: 'text.primary',
            borderRadius: 1,
          }}
        >
          <Box role="status" aria-live="polite" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
            {status ? (
              <SearchStatus busy={status.busy}>{status.text}</SearchStatus>
            ) : (
              <Box sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.default' }}>
                <SearchStatus>{engine?.resultCountLabel(results.length)}</SearchStatus>
              </Box>
            )}
          </Box>
          {showList && engine && (
            <engine.SiteSearchResults
              listboxId={listboxId}
              results={results}
              activeIndex={activeIndex}
              onChoose={() => choose(undefined)}
              onHover={setActiveIndex}
            />
          )}
        </Paper>
      )}
    </Box>
  );
}
