import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ApiError } from '@/api/http';

/** What a server-rendered page hands to the browser besides its HTML. */
export interface PageState {
  /** The site's public address (PUBLIC_URL): canonical links and share tags use it, never the Host header. */
  origin: string;
  queries: DehydratedState;
  /** The router's loader results, so the browser's router starts where the server's ended. */
  router: HydrationState;
}

interface SerialisedApiError {
  __apiError: { status: number; statusText: string; bodyText: string; body: unknown };
}

function isSerialisedApiError(value: unknown): value is SerialisedApiError {
  return typeof value === 'object' && value !== null && '__apiError' in value;
}

/**
 * The query cache after a server render: finished queries, including the page's 404 (so the browser
 * shows the same not-found screen without asking again). Errors keep their class through JSON.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      const serialised: SerialisedApiError = {
        __apiError: { status: error.status, statusText: '', bodyText: error.bodyText, body: error.body },
      };
      (query.state as { error: unknown }).error = serialised;
    } else if (error) {
      (query.state as { error: unknown }).error = { message: String(error) };
    }
  }
  return state;
}

export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerialisedApiError(error)) {
      const { status, statusText, bodyText, body } = error.__apiError;
      (query.state as { error: unknown }).error = new ApiError(status, statusText, bodyText, body);
    } else if (error && !(error instanceof Error)) {
      (query.state as { error: unknown }).error = new Error(String((error as { message?: unknown }).message ?? 'Error'));
    }
  }
  hydrate(queryClient, state);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for an inline <script type="application/json">: "<" escaped so no text can close the tag.
 * One pass over the text (the directory's state is about 230 KB, and this runs on every render).
 */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state).replace(/[<\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}
