import { countryOfLocales, Helpline, helplinesOfCountry } from '@heartwise/contracts';
import { z } from 'zod';
import { OFFLINE_CACHE, OFFLINE_HELPLINES_ENTRY, type OfflineStore } from './offlineHelplines.js';

const KeptHelplines = z.array(Helpline).min(1);

/**
 * The helplines for the offline page, in the service worker: the list the app last showed on this
 * device (./offlineHelplines.ts), else the directory's list for the browser's region, else the
 * default list. Anything unreadable counts as nothing kept: the page always has a list.
 */
export async function offlineHelplines(
  store: OfflineStore | undefined,
  languages: readonly string[],
): Promise<Helpline[]> {
  try {
    const kept = await (await store?.open(OFFLINE_CACHE))?.match(OFFLINE_HELPLINES_ENTRY);
    const parsed = KeptHelplines.safeParse(kept ? await kept.json() : undefined);
    if (parsed.success) return parsed.data;
  } catch {
    // Fall through to the directory.
  }
  return helplinesOfCountry(countryOfLocales(languages));
}
