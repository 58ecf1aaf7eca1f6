import { describe, expect, it } from '@jest/globals';
import { defaultHelplines, helplineDirectory, type Helpline } from '@heartwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { keepHelplinesForOffline, keepOfflineHelplines, type OfflineStore } from './offlineHelplines.js';
import { offlineHelplines } from './offlineHelplinesRead.js';

/** Cache Storage as the page and the worker share it (Node has no `caches`): entries by URL. */
function deviceCaches(): OfflineStore {
  const caches = new Map<string, Map<string, Response>>();
  return {
    open: async (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return {
        put: async (url: RequestInfo | URL, response: Response) => {
          entries.set(String(url), response.clone());
        },
        match: async (url: RequestInfo | URL) => entries.get(String(url))?.clone(),
      } as unknown as Cache; // Only put and match are used.
    },
  };
}

const districtList: Helpline[] = [
  { name: 'Emergency services', contact: 'Call 911 if you are in danger right now' },
  { name: 'Riverside District Counselling Line', contact: 'Call 555 0100, 8am–6pm' },
];

/** Lets the cache's subscribers and the store's promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the offline page's helplines", () => {
  it('with nothing kept, are those of the browser region, else the default list', async () => {
    const store = deviceCaches();
    expect(await offlineHelplines(store, ['en-GB', 'en'])).toEqual(helplineDirectory.GB);
    expect(await offlineHelplines(store, ['en-AU'])).toEqual(helplineDirectory.AU);
    expect(await offlineHelplines(store, ['fr-FR'])).toEqual(defaultHelplines);
    expect(await offlineHelplines(undefined, ['en-NZ'])).toEqual(helplineDirectory.NZ);
  });

  it("are the list the page's cache last received from GET /api/wellness/helplines, for any country", async () => {
    const store = deviceCaches();
    const queryClient = new QueryClient();
    const stop = keepHelplinesForOffline(queryClient, store);
    queryClient.setQueryData(['/api/wellness/helplines', 'GB'], [...helplineDirectory.GB]);
    await settle();
    expect(await offlineHelplines(store, ['en-US'])).toEqual(helplineDirectory.GB);

    // A district's own list, read later under another key, replaces it.
    queryClient.setQueryData(['/api/wellness/helplines', 'none'], districtList);
    await settle();
    expect(await offlineHelplines(store, ['en-GB'])).toEqual(districtList);

    // Other calls' answers are not helplines.
    queryClient.setQueryData(['/api/user'], { firstName: 'Robin' });
    await settle();
    expect(await offlineHelplines(store, ['en-GB'])).toEqual(districtList);

    stop();
    queryClient.setQueryData(['/api/wellness/helplines', 'AU'], [...helplineDirectory.AU]);
    await settle();
    expect(await offlineHelplines(store, ['en-GB'])).toEqual(districtList);
  });

  it('never shows an empty or unreadable list: the region decides instead', async () => {
    const store = deviceCaches();
    await keepOfflineHelplines(store, []);
    expect(await offlineHelplines(store, ['en-IE'])).toEqual(helplineDirectory.IE);
    await keepOfflineHelplines(store, [{ name: 'No contact' }]);
    expect(await offlineHelplines(store, ['en-IE'])).toEqual(helplineDirectory.IE);
  });

  it('keeping a list that cannot be stored is no failure for the page', async () => {
    const full: OfflineStore = { open: () => Promise.reject(new Error('QuotaExceededError')) };
    await expect(keepOfflineHelplines(full, districtList)).resolves.toBeUndefined();
    expect(await offlineHelplines(full, ['en-CA'])).toEqual(helplineDirectory.CA);
  });
});
