import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DropdownAnswer } from './site-search-engine';
import {
  dropdownResults,
  MIN_SEARCH_CHARS,
  noResultsLabel,
  resultCountLabel,
  seeAllLabel,
  TOO_SHORT_MESSAGE,
  type SearchResult,
} from './site-search';
import { optionId, SearchStatus } from './search-status';

type SearchEngine = typeof import('./site-search-engine');

let engineLoad: Promise<SearchEngine> | null = null;
let loadedEngine: SearchEngine | null = null;

/** The search's request and result list, loaded once, the first time any search box is used. */
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

/** Typing pauses this long before the search is asked: keys typed quickly cost one request, not one each. */
export const SEARCH_DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const NO_ANSWER: DropdownAnswer = { answer: undefined, searching: false, failed: false };

const CLEAR_ICON = encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round'><path d='M6 6l12 12M18 6L6 18'/></svg>",
);

export interface SiteSearchProps {
  autoFocus?: boolean;
  /** Called when the visitor chooses a result (the phone's search panel closes then). */
  onChoose?: () => void;
}

/** The status line's text, or null when the results themselves show (with their count). */
function statusOf(term: string, engineReady: boolean, { answer, searching, failed }: DropdownAnswer, shown: number) {
  if (term.length < MIN_SEARCH_CHARS) return { text: TOO_SHORT_MESSAGE };
  if (shown > 0) return null;
  if (!engineReady || !answer || searching)
    return failed ? { text: "We couldn't search just now. Please try again." } : { text: 'Searching...', busy: true };
  // Only gear reviews match: the count, and "See all" below leads to them.
  if (answer.total > 0) return { text: resultCountLabel(answer.total) };
  return { text: noResultsLabel(answer.q) };
}

/**
 * The header search. The box answers every key at once: it is uncontrolled, and the text reaches
 * React as a transition (deferred), so a slow phone paints the key before React renders anything.
 * The search runs on the server once typing pauses (SEARCH_DEBOUNCE_MS), and its results arrive as
 * a transition too.
 */
export function SiteSearch({ autoFocus = false, onChoose }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The engine loads from the first time the search is used, not on every page load.
  const [used, setUsed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}-search-results`;
  const navigate = useNavigate();
  const engine = useSearchEngine(used);
  const term = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const [dropdown, setDropdown] = useState<DropdownAnswer>(NO_ANSWER);
  const onAnswer = useCallback((next: DropdownAnswer) => setDropdown(next), []);

  const results: SearchResult[] = useMemo(() => dropdownResults(dropdown.answer), [dropdown.answer]);
  const answer = dropdown.answer;

  // The search the visitor ended on (not each pause while typing) is what the owner's report counts:
  // the last settled answer, reported when the box closes (a result chosen, "See all", or given up).
  const lastSettled = useRef<{ q: string; total: number } | null>(null);
  useEffect(() => {
    if (answer && !dropdown.searching) lastSettled.current = { q: answer.q, total: answer.total };
  }, [answer, dropdown.searching]);
  useEffect(() => {
    if (open || !lastSettled.current) return;
    engine?.trackSiteSearch(lastSettled.current.q, lastSettled.current.total);
    lastSettled.current = null;
  }, [open, engine]);

  const openDropdown = () => {
    if (!open) setOpen(true);
    if (!used) setUsed(true);
  };

  /** The box is uncontrolled (see onChange): clearing it is clearing the field itself. */
  const clearText = useCallback(() => {
    if (inputRef.current) inputRef.current.value = '';
    setQuery('');
  }, []);

  const closeAndClear = useCallback(() => {
    setOpen(false);
    clearText();
    setActiveIndex(-1);
  }, [clearText]);

  // A clicked result is a link that navigates by itself; this closes and clears the search.
  const onChooseLink = useCallback(() => {
    setOpen(false);
    clearText();
    setActiveIndex(-1);
    inputRef.current?.blur();
    onChoose?.();
  }, [onChoose, clearText]);

  /** Enter: goes to `href`, as a click on its link would. */
  const choose = (href: string) => {
    onChooseLink();
    void navigate(href);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeAndClear();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeAndClear]);

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
      case 'Enter': {
        // Enter opens the highlighted result; without one, every result on the search page.
        const trimmed = (inputRef.current?.value ?? query).trim();
        if (open && activeIndex >= 0 && results[activeIndex]) {
          event.preventDefault();
          choose(results[activeIndex].href);
        } else if (trimmed.length >= MIN_SEARCH_CHARS) {
          event.preventDefault();
          choose(paths.search.build(trimmed));
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) {
          setOpen(false);
          setActiveIndex(-1);
        } else {
          clearText();
        }
        break;
      default:
    }
  };

  const trimmedQuery = query.trim();
  // Results stay until the next answer replaces them; below 2 characters there are none to show.
  const visible = trimmedQuery.length >= MIN_SEARCH_CHARS ? results : [];
  const showList = open && visible.length > 0;
  const status = statusOf(trimmedQuery, engine !== null, dropdown, visible.length);
  const showSeeAll = open && trimmedQuery.length >= MIN_SEARCH_CHARS && answer !== undefined && answer.total > 0;

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
            // Uncontrolled: the browser draws each key at once, and the text reaches React as a
            // transition, so the dropdown's status and results re-render after the key has painted.
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const text = event.target.value;
              startTransition(() => {
                setQuery(text);
                setActiveIndex(-1);
              });
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
      {engine && used && <engine.SearchAnswerLoader term={term} onChange={onAnswer} />}
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
                <SearchStatus busy={dropdown.searching}>{resultCountLabel(visible.length)}</SearchStatus>
              </Box>
            )}
          </Box>
          {showList && engine && (
            <engine.SiteSearchResults
              listboxId={listboxId}
              results={visible}
              activeIndex={activeIndex}
              onChoose={onChooseLink}
              onHover={setActiveIndex}
            />
          )}
          {open && !status?.busy && answer && answer.total === 0 && answer.suggestions.length > 0 && (
            <Box sx={{ px: 2, pb: 1.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Did you mean{' '}
                {answer.suggestions.map((site, i) => (
                  <span key={site.id}>
                    {i > 0 && (i === answer.suggestions.length - 1 ? ' or ' : ', ')}
                    <Link component={RouterLink} to={site.href} onClick={onChooseLink} sx={{ fontWeight: 600 }}>
                      {site.name}
                    </Link>
                  </span>
                ))}
                ?
              </Typography>
            </Box>
          )}
          {showSeeAll && (
            <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.default', borderTop: '1px solid', borderColor: 'divider' }}>
              <Link
                component={RouterLink}
                to={paths.search.build(answer.q)}
                onClick={onChooseLink}
                underline="hover"
                sx={{ display: 'block', px: 2, py: 1.25, fontWeight: 600 }}
              >
                {seeAllLabel(answer.total)}
              </Link>
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
