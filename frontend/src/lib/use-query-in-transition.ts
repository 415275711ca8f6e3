import {
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * useQuery for data a page takes once it is live (the directory's conditions outlook, a dive site's
 * nearby sites and three-day view): each answer reaches the component as a transition, which React
 * renders in slices that yield to taps, scrolls and typing.
 *
 * useQuery hands its answers over through useSyncExternalStore, and React renders a store's change
 * at once, in one task, whatever it costs: on a phone the directory's whole page re-rendered in a task
 * of about 100 ms when the outlook arrived. The first render takes what the cache holds
 * already, as useQuery does, so a page rendered on the server hydrates to the same markup.
 */
export function useQueryInTransition<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): QueryObserverResult<TData, TError> {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, options));
  const [result, setResult] = useState(() => observer.getOptimisticResult(client.defaultQueryOptions(options)));

  useEffect(() => {
    let unsubscribe = () => {};
    // Subscribing starts the request (the fetch and its bookkeeping, about 14 ms on a phone at 4x): in
    // a task of its own. A tap or key that hydrates the page runs this effect inside its own event, and
    // the request need not hold that key's paint back.
    const timer = setTimeout(() => {
      unsubscribe = observer.subscribe((next) => startTransition(() => setResult(next)));
      // What changed between the first render and the subscription (a fetch started, an answer came).
      startTransition(() => setResult(observer.getCurrentResult()));
    }, 0);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [observer]);
  // As useQuery: the options of every render (a new key fetches its data).
  useEffect(() => {
    observer.setOptions(options);
  });
  return result;
}
