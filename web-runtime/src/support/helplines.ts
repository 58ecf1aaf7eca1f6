import { helplines, helplinesOfCountry, type Helpline, type HelplineCountry } from '@heartwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../api/apiKey.js';
import { callApi } from '../api/callApi.js';
import { useHelplineCountry } from './helplineCountry.js';

/** GET /api/wellness/helplines (`helplines`): public, so "Get help now" works for anyone on any page. */
export const HELPLINES_PATH = helplines.path;

/** Help must not wait on a slow answer: after this long the built-in list (for the country) is shown instead. */
export const HELPLINES_WAIT_MS = 3000;

export const fetchHelplines = (): Promise<Helpline[]> => callApi(helplines);

/** The helplines, or a failure after HELPLINES_WAIT_MS: help must not wait on a slow answer. */
const helplinesInTime = (): Promise<Helpline[]> =>
  new Promise<Helpline[]>((resolve, reject) => {
    const gaveUp = setTimeout(() => reject(new Error('The helplines took too long')), HELPLINES_WAIT_MS);
    fetchHelplines()
      .then(resolve, reject)
      .finally(() => clearTimeout(gaveUp));
  });

/**
 * The helplines for a country (issue 19; null: none known, the default list). The key is the
 * call's key and the country the fetcher sends with it, so choosing another country on /profile
 * shows that country's list at once, and invalidating `apiKey(helplines)` refreshes every country's.
 * Since 1.3.0.
 */
export const helplinesQueryFor = (country: HelplineCountry | null) =>
  queryOptions({
    queryKey: [...apiKey(helplines), country ?? 'none'] as const,
    queryFn: helplinesInTime,
    retry: false,
    staleTime: Infinity,
  });

/**
 * @deprecated since 1.2: `helplinesQueryFor(country)`. Its key stays the one apps of 1.0 and 1.1
 * share; it answers with the helplines of whatever country the fetcher sends.
 */
export const helplinesQuery = queryOptions({
  queryKey: apiKey(helplines),
  queryFn: helplinesInTime,
  retry: false,
  staleTime: Infinity,
});

export interface ShownHelplines {
  helplines: Helpline[];
  /** Only before the first answer (at most HELPLINES_WAIT_MS). */
  loading: boolean;
}

/**
 * The helplines to show: the service's for where the person is (their profile's country, else
 * their browser's region: issue 19), or the directory's list for that country when they cannot be
 * read (the service down, the network gone): a failure here must never leave someone without a list.
 */
export function useHelplines(): ShownHelplines {
  const country = useHelplineCountry();
  const query = useQuery(helplinesQueryFor(country));
  if (query.data) return { helplines: query.data, loading: false };
  return { helplines: helplinesOfCountry(country), loading: !query.isError };
}
