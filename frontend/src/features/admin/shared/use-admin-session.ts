import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetAdminSessionQueryKey, useGetAdminSession, useLoginAdmin, useLogoutAdmin } from '@/api/generated/endpoints/admin/admin';
import { isApiError } from '@/api/http';
import { serverMessage } from '@/lib/server-message';
import { DEFAULT_SITE_TIME_ZONE } from '@/lib/site-time';

export type AdminSessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

export const INVALID_PASSWORD = 'Invalid password';
export const LOGIN_FAILED = 'Login failed. Please try again.';

/** The admin session as the spec's three states; any failed check counts as unauthenticated. */
export function useAdminSession(): AdminSessionStatus {
  const session = useGetAdminSession({ query: { retry: false } });
  if (session.isPending) return 'checking';
  return session.isSuccess ? 'authenticated' : 'unauthenticated';
}

/** What the login card says for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_FAILED;
  if (error.status === 401) return INVALID_PASSWORD;
  if (error.status === 429 || error.status === 400) return serverMessage(error);
  return LOGIN_FAILED;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useLoginAdmin({
    mutation: {
      onSuccess: (session) => queryClient.setQueryData(getGetAdminSessionQueryKey(), session),
    },
  });
}

/** Signs out and forgets everything only the admin may see (drafts, the security log). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useLogoutAdmin({
    mutation: {
      onSettled: async () => {
        queryClient.removeQueries({
          predicate: (query) => query.queryKey.some((part) => typeof part === 'object' && part !== null && 'admin' in part),
        });
        queryClient.removeQueries({ queryKey: ['/api/admin/security-dashboard'] });
        await queryClient.resetQueries({ queryKey: getGetAdminSessionQueryKey() });
      },
    },
  });
}

const isUnauthorised = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * When the session ends while the owner is working (idle timeout, logout in another tab), the next
 * refused call re-checks the session, so the page falls back to the login instead of failing quietly.
 */
export function useRecheckSessionOnUnauthorised() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: getGetAdminSessionQueryKey() });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorised(event.action.error)) recheck();
    });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      const isSession = event.query.queryKey[0] === getGetAdminSessionQueryKey()[0];
      if (!isSession && event.type === 'updated' && event.action.type === 'error' && isUnauthorised(event.action.error)) recheck();
    });
    return () => {
      stopMutations();
      stopQueries();
    };
  }, [queryClient]);
}

/** The site's time zone as the server configures it (SITE_TIME_ZONE): publish times are shown and typed in it. */
export function useSiteTimeZone(): string {
  const session = useGetAdminSession({ query: { retry: false } });
  return session.data?.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE;
}
