import { helplines as helplinesCall } from '@heartwise/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The helplines the offline page shows are the ones the app last showed on this device: the
 * district's, the deployment's, or those of the person's country (profile, else browser region).
 * The page keeps them here; the service worker reads them (./offlineHelplinesRead.ts). They are
 * public numbers, not a person's data, so they stay after sign-out: the next person on the device
 * is in the same place, and an out-of-date list is still a list of help.
 */
export const OFFLINE_CACHE = 'heartwise-offline-v1';
/** Not under /api: the worker never answers /api, and this is no call. */
export const OFFLINE_HELPLINES_ENTRY = '/offline/helplines.json';

/** Where the list is kept: the browser's Cache Storage, or a stand-in in a test. */
export type OfflineStore = Pick<CacheStorage, 'open'>;

/** Keeps a list for the offline page. Failing to keep it never troubles the page (a full disk, a private window). */
export async function keepOfflineHelplines(store: OfflineStore, list: unknown): Promise<void> {
  try {
    const cache = await store.open(OFFLINE_CACHE);
    await cache.put(
      OFFLINE_HELPLINES_ENTRY,
      new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // The worker then shows the directory's list for the browser's region.
  }
}

/**
 * Every answer of GET /api/wellness/helplines that reaches the page's one cache (any country's key,
 * from the shell or a remote) is kept for the offline page. Returns the unsubscribe.
 */
export function keepHelplinesForOffline(
  queryClient: QueryClient,
  store: OfflineStore | undefined = globalThis.caches,
): () => void {
  if (!store) return () => undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== helplinesCall.path) return;
    void keepOfflineHelplines(store, event.action.data);
  });
}
