import { QueryClient } from '@tanstack/react-query';
import { watchSessionEnd } from '../session/signedOut.js';
import { followHelplineCountry } from '../support/followHelplineCountry.js';

/**
 * SPEC §9 data-client defaults: no automatic retry, data never goes stale by itself, no refetch on
 * focus, no polling. A call that finds the session ended sends the person to sign in, once, here
 * (`watchSessionEnd`), whichever page or app made it. The person's helpline country follows their
 * account as the cache holds it (`followHelplineCountry`).
 */
export function createQueryClient(): QueryClient {
  return followHelplineCountry(
    watchSessionEnd(
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
          mutations: { retry: false },
        },
      }),
    ),
  );
}
