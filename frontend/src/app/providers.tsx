import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { Toaster } from '@/components/toast/toaster';
import { queryClient as appQueryClient } from './query-client';
import { Baseline } from './baseline';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      {/* Each hydrated on its own, after the page: the server's HTML already carries the baseline's
          styles and the (empty) notifications region, and a first tap or key while the page comes
          alive need not compile the one or lay out the other. */}
      <HydrateApart>
        <Baseline />
      </HydrateApart>
      <QueryClientProvider client={queryClient}>
        {children}
        <HydrateApart>
          <Toaster />
        </HydrateApart>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
