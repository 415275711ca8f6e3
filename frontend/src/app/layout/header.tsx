import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import ScubaDivingIcon from '@mui/icons-material/ScubaDiving';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/features/search/site-search-box';
import { ocean } from '../theme';
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

function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: { xs: 'none', [DESKTOP]: 'flex' }, alignItems: 'center', gap: 0.5, mx: { [DESKTOP]: 1.5, xl: 3 }, flexShrink: 0 }}
    >
      {mainNavItems.map((item) => {
        const active = isNavItemActive(item.to, pathname);
        return (
          <Button
            key={item.to}
            component={RouterLink}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            sx={{
              color: active ? ocean.lagoon : 'rgba(255, 255, 255, 0.88)',
              px: { [DESKTOP]: 1, xl: 1.5 },
              minWidth: 0,
              fontSize: { [DESKTOP]: 14, xl: 15 },
              position: 'relative',
              whiteSpace: 'nowrap',
              '&:hover': { color: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 8,
                right: 8,
                bottom: 2,
                height: 2,
                borderRadius: 1,
                bgcolor: ocean.coral,
                transform: active ? 'scaleX(1)' : 'scaleX(0)',
                transition: 'transform 200ms ease',
              },
            }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
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
