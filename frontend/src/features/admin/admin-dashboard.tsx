import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useUpdateSitemap } from '@/api/generated/endpoints/admin/admin';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';
import { BlogCreatorTab } from './articles/blog-creator-tab';
import { ClicksTab } from './clicks/clicks-tab';
import { DataExportTab } from './data-export/data-export-tab';
import { GearReviewsTab } from './reviews/gear-reviews-tab';
import { LinkHealthSummary } from './shared/link-health-badge';
import { NewsletterTab } from './newsletter/newsletter-tab';
import { PhotoManagementTab } from './media/photo-management-tab';
import { ProductsTab } from './products/products-tab';
import { SecurityTab } from './security/security-tab';
import { useAdminLogout, useRecheckSessionOnUnauthorised } from './shared/use-admin-session';

// The tab with the chart library loads when opened, not with the admin area.
const AnalyticsTab = lazy(() => import('./analytics/analytics-tab'));

const TABS = [
  { id: 'blog', label: 'Blog Creator', Panel: BlogCreatorTab },
  { id: 'reviews', label: 'Gear Reviews', Panel: GearReviewsTab },
  { id: 'products', label: 'Products', Panel: ProductsTab },
  { id: 'photos', label: 'Photo Management', Panel: PhotoManagementTab },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
  { id: 'clicks', label: 'Clicks', Panel: ClicksTab },
  { id: 'newsletter', label: 'Newsletter', Panel: NewsletterTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
  { id: 'export', label: 'Data Export', Panel: DataExportTab },
] as const;

function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
}

export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const logout = useAdminLogout();
  useRecheckSessionOnUnauthorised();
  const sitemap = useUpdateSitemap({
    mutation: {
      onSuccess: (result) =>
        toast({
          title: 'Sitemap Updated',
          description: `The sitemap was regenerated at ${formatTime(result.timestamp)}.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Update Failed', description: `Failed to update the sitemap. ${serverMessage(error)}`, variant: 'destructive' }),
    },
  });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Admin Dashboard
          </Typography>
          <Typography color="text.secondary">Write articles and reviews, manage the shop and dive sites.</Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Quick Navigation
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={RouterLink} to={paths.adminDiveSites.build()} variant="contained" startIcon={<MapIcon />}>
            Manage Dive Sites
          </Button>
          <Button variant="outlined" startIcon={<TravelExploreIcon />} onClick={() => sitemap.mutate()} disabled={sitemap.isPending}>
            {sitemap.isPending ? 'Updating Sitemap...' : 'Update Sitemap'}
          </Button>
          <LinkHealthSummary />
        </Box>
      </Paper>

      <Tabs
        value={current.id}
        onChange={(_e, id: string) => setParams({ tab: id }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`admin-tab-${t.id}`} aria-controls={`admin-panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          <current.Panel />
        </Suspense>
      </Box>
    </Box>
  );
}
