import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { SiteSearch } from '@/features/search/site-search-box';
import { ocean } from '../theme';
import { DESKTOP, isNavItemActive, mainNavItems, MOBILE_MENU_ID, MOBILE_SEARCH_ID } from './nav-items';

interface MobileMenuProps {
  pathname: string;
  onNavigate: () => void;
}

function MobileMenu({ pathname, onNavigate }: MobileMenuProps) {
  return (
    <Box component="nav" aria-label="Mobile navigation">
      <List disablePadding>
        {mainNavItems.map((item) => {
          const active = isNavItemActive(item.to, pathname);
          return (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              onClick={onNavigate}
              selected={active}
              aria-current={active ? 'page' : undefined}
              sx={{
                borderRadius: 1,
                color: active ? ocean.lagoon : 'common.white',
                borderLeft: '3px solid',
                borderLeftColor: active ? ocean.coral : 'transparent',
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255, 255, 255, 0.1)' },
              }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

export interface MobilePanelsProps extends MobileMenuProps {
  searchOpen: boolean;
  /** A search result was chosen: the spec closes the search (its text is already cleared). */
  onSearchChosen: () => void;
  menuOpen: boolean;
}

/**
 * The small-screen search panel and menu under the header. Loaded the first time a toggle is
 * tapped (see Header), so the panels open with their slide (`appear`) even on that first tap.
 */
export function MobilePanels({ pathname, onNavigate, searchOpen, onSearchChosen, menuOpen }: MobilePanelsProps) {
  return (
    <Box sx={{ display: { [DESKTOP]: 'none' } }}>
      <Collapse in={searchOpen} appear unmountOnExit>
        <Container id={MOBILE_SEARCH_ID} maxWidth="xl" sx={{ pb: 2 }}>
          {/* The visitor tapped the search toggle to type: put the cursor (and the phone keyboard) there. */}
          <SiteSearch autoFocus onChoose={onSearchChosen} />
        </Container>
      </Collapse>
      <Collapse in={menuOpen} appear unmountOnExit>
        <Container id={MOBILE_MENU_ID} maxWidth="xl" sx={{ pb: 2 }}>
          <MobileMenu pathname={pathname} onNavigate={onNavigate} />
        </Container>
      </Collapse>
    </Box>
  );
}
