import Box from '@mui/material/Box';
import { memo } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { ocean } from '../theme';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { useRouteChangeEffects } from './use-route-change-effects';

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: ocean.coral,
        color: 'common.white',
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      Skip to content
    </Box>
  );
}

// Each hydrated on its own, after the page's frame: a tap or key in the page does not wait for them.
// Memoised without props, so a navigation's re-render of the layout leaves them alone until hydrated.
const HeaderPart = memo(function HeaderPart() {
  return (
    <HydrateApart>
      <Header />
    </HydrateApart>
  );
});
// The page, too: a tap on the header (its search, its menu) while the page is still coming alive then
// waits only for the header, not for the rest of the page to finish hydrating first.
const PagePart = memo(function PagePart() {
  return (
    <HydrateApart>
      <Outlet />
    </HydrateApart>
  );
});
const FooterPart = memo(function FooterPart() {
  return (
    <HydrateApart>
      <Footer />
    </HydrateApart>
  );
});

/**
 * Header and footer around every page; pages load lazily into the main landmark. The router loads
 * a page's code before it shows the page (a thin bar says so), so the page's boundary (PagePart) never
 * shows its empty fallback: the server's HTML arrives complete, with no inline scripts to reveal
 * deferred parts, and a navigation keeps the old page on screen until the new one is ready.
 */
export function AppLayout() {
  useRouteChangeEffects();
  const navigation = useNavigation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <HeaderPart />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down (a layout shift) when the lazy page and its data arrive. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        {navigation.state === 'loading' && <NavigationProgress />}
        <PagePart />
      </Box>
      <FooterPart />
    </Box>
  );
}
