import { defaultHelplines, helplines, type Helpline } from '@heartwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../api/apiKey.js';
import { callApi } from '../api/callApi.js';

/** GET /api/wellness/helplines (`helplines`): public, so "Get help now" works for anyone on any page. */
export const HELPLINES_PATH = helplines.path;

/** Help must not wait on a slow answer: after this long the built-in list is shown instead. */
export const HELPLINES_WAIT_MS = 3000;

export const fetchHelplines = (): Promise<Helpline[]> => callApi(helplines);

export const helplinesQuery = queryOptions({
  queryKey: apiKey(helplines),
  queryFn: () =>
    new Promise<Helpline[]>((resolve, reject) => {
      const gaveUp = setTimeout(() => reject(new Error('The helplines took too long')), HELPLINES_WAIT_MS);
      fetchHelplines()
        .then(resolve, reject)
        .finally(() => clearTimeout(gaveUp));
    }),
  retry: false,
  staleTime: Infinity,
});

export interface ShownHelplines {
  helplines: Helpline[];
  /** Only before the first answer (at most HELPLINES_WAIT_MS). */
  loading: boolean;
}

/**
 * The helplines to show: the deployment's, or contracts' built-in list when they cannot be read
 * (the service down, the network gone): a failure here must never leave someone without a list.
 */
export function useHelplines(): ShownHelplines {
  const query = useQuery(helplinesQuery);
  if (query.data) return { helplines: query.data, loading: false };
  return { helplines: defaultHelplines, loading: !query.isError };
}
