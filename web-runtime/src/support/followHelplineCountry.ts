import { User, type HelplineCountry } from '@heartwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys.js';
import { keyPath } from '../data/fetcher.js';
import { setChosenHelplineCountry } from './helplineCountry.js';

const CURRENT_USER = keyPath(queryKeys.currentUser);

/** The account's choice as contracts' User says it; anything else (signed out, none chosen) is null. */
const countryOf = (user: unknown): HelplineCountry | null => {
  const parsed = User.pick({ helplineCountry: true }).safeParse(user);
  return parsed.success ? (parsed.data.helplineCountry ?? null) : null;
};

/**
 * Keeps the page's helpline country on the signed-in person's choice: whatever puts their account
 * in the cache (GET /api/user, a sign-in, a saved profile) sets it, and signing out clears it.
 */
export function followHelplineCountry(client: QueryClient): QueryClient {
  client.getQueryCache().subscribe((event) => {
    if (keyPath(event.query.queryKey) !== CURRENT_USER) return;
    if (event.type === 'removed') setChosenHelplineCountry(null);
    else if (event.type === 'updated' && event.action.type === 'success')
      setChosenHelplineCountry(countryOf(event.query.state.data));
  });
  return client;
}
