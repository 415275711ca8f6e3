import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error/load-error-alert';
import { NotFoundScreen, type NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { isMissing } from '@/lib/page-prefetch';
import { serverMessage } from '@/lib/server-message';

/** What a detail page's main query reports (a react-query result fits). */
export interface DetailQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DetailPageStatesProps<T> {
  query: DetailQuery<T>;
  /** False when the address cannot name an item (a malformed id): not found without asking the API. */
  valid?: boolean;
  notFound: NotFoundScreenProps;
  /** The sentence of a failed load, e.g. "This dive site could not be loaded"; the server's reason follows it. */
  failed: string;
  loading: ReactNode;
  children: (item: T) => ReactNode;
}

/**
 * The one way a detail page (a dive site, a review, an article, a product) tells its states apart:
 * not found only when the API says the item is missing (404, or 400 for an address it cannot read),
 * "could not be loaded" with Try again when the API is down or failing, else the loading skeleton or
 * the item. The server answers the same states 404 and 503 (its prefetch reads the same errors).
 */
export function DetailPageStates<T>({ query, valid = true, notFound, failed, loading, children }: DetailPageStatesProps<T>) {
  const { data, isPending, error, refetch } = query;
  if (!valid || isMissing(error)) return <NotFoundScreen {...notFound} />;
  if (error) {
    return (
      <Container maxWidth="sm" sx={{ py: 10 }}>
        <LoadErrorAlert onRetry={refetch}>
          {failed} ({serverMessage(error)}).
        </LoadErrorAlert>
      </Container>
    );
  }
  if (isPending || data === undefined) return loading;
  return children(data);
}
