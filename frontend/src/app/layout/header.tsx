import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import ScubaDivingIcon from '@mui/icons-material/ScubaDiving';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/features/search/site-search-box';
import { focusRing, ocean } from '../theme';
import { DESKTOP, isNavItemActive, mainNavItems, MOBILE_MENU_ID, MOBILE_SEARCH_ID } from './nav-items';

// The small-screen panels (menu list, slide transition, second search box) load on the first tap of a
// toggle, not with every page: most visits never open them, and the page's first-load JS stays small.
const MobilePanels = lazy(async () => ({ default: (await import('./mobile-panels')).MobilePanels }));

const toggleSx = (expanded: boolean) => ({
  bgcolor: expanded ? 'rgba(255, 255, 255, 0.16)' : 'transparent',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.22)' },
});

function Logo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home.build()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'common.white',
        textDecoration: 'none',
        flexShrink: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: `2px solid ${ocean.lagoon}`, outlineOffset: 4 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '50%',
          background: `linear-gradient(135deg, ${ocean.teal}, ${ocean.coral})`,
        }}
      >
        <ScubaDivingIcon fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 20 }, letterSpacing: '-0.01em' }}>
        Dive Down Under
      </Typography>
    </Box>
  );
}

/**
 * The wide screen's navigation: links under one style sheet, drawn as MUI's text buttons were. Six MUI
 * Buttons each serialised their styles while every page hydrated, on phones too, where the bar is hidden.
 */
const Nav = styled('nav')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  flexShrink: 0,
  marginInline: theme.spacing(1.5),
  [theme.breakpoints.down(DESKTOP)]: { display: 'none' },
  [theme.breakpoints.up('xl')]: { marginInline: theme.spacing(3) },
  '& a': {
    ...theme.typography.button,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    padding: theme.spacing(0.75, 1),
    borderRadius: 999,
    fontSize: 14,
    color: 'rgba(255, 255, 255, 0.88)',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
    [theme.breakpoints.up('xl')]: { paddingInline: theme.spacing(1.5), fontSize: 15 },
    '&:hover': { color: theme.palette.common.white, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
    '&:focus-visible': focusRing,
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 8,
      right: 8,
      bottom: 2,
      height: 2,
      borderRadius: 1,
      backgroundColor: ocean.coral,
      transform: 'scaleX(0)',
      transition: 'transform 200ms ease',
    },
    '&[aria-current="page"]': { color: ocean.lagoon, '&::after': { transform: 'scaleX(1)' } },
  },
}));

function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <Nav aria-label="Main navigation">
      {mainNavItems.map((item) => (
        <RouterLink key={item.to} to={item.to} aria-current={isNavItemActive(item.to, pathname) ? 'page' : undefined}>
          {item.label}
        </RouterLink>
      ))}
    </Nav>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once a toggle was used the panels stay mounted, so closing one slides it shut.
  const [panelsUsed, setPanelsUsed] = useState(false);

  return (
    <AppBar
      component="header"
      position="sticky"
      elevation={0}
      sx={{
        background: `linear-gradient(90deg, ${ocean.abyss} 0%, ${ocean.navy} 55%, ${ocean.deep} 100%)`,
        borderBottom: '1px solid rgba(255, 255, 255, 0.08)',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, sm: 72 }, gap: 1 }}>
          <Logo />
          <DesktopNav pathname={pathname} />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', [DESKTOP]: 'block' }, width: { [DESKTOP]: 200, xl: 300 }, minWidth: 160 }}>
            <SiteSearch />
          </Box>
          {/* Labels stay fixed ("Open …"); aria-expanded carries the state, as for any disclosure button. */}
          <Box sx={{ display: { xs: 'flex', [DESKTOP]: 'none' }, gap: 0.5 }}>
            <IconButton
              color="inherit"
              aria-label="Open search"
              // Tapped before the page is alive: tapped again once it is (see keepEarlyClick).
              data-early-click="search"
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? MOBILE_SEARCH_ID : undefined}
              onClick={() => {
                setPanelsUsed(true);
                setSearchOpen((open) => !open);
              }}
              sx={toggleSx(searchOpen)}
            >
              <SearchIcon />
            </IconButton>
            <IconButton
              color="inherit"
              aria-label="Open menu"
              data-early-click="menu"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
              onClick={() => {
                setPanelsUsed(true);
                setMenuOpen((open) => !open);
              }}
              sx={toggleSx(menuOpen)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {panelsUsed && (
        <Suspense fallback={null}>
          <MobilePanels
            pathname={pathname}
            searchOpen={searchOpen}
            onSearchChosen={() => setSearchOpen(false)}
            menuOpen={menuOpen}
            onNavigate={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
