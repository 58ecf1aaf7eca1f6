import { Button, Card, CardDescription, CardTitle } from '@heartwise/ui-kit';
import { useOnline } from '@heartwise/web-runtime';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { RefObject } from 'react';

type Loadable = Pick<UseQueryResult<unknown>, 'isError' | 'isFetching' | 'data' | 'errorUpdateCount'>;

/**
 * Whether a section's load has failed. A retry of a load that never succeeded puts React Query back
 * to "pending", which would swap this card for the placeholders and back (and drop the focus on its
 * button): the card stays while that retry runs.
 */
export const loadFailed = (query: Loadable): boolean =>
  query.isError || (query.isFetching && query.data === undefined && query.errorUpdateCount > 0);

/**
 * A dashboard section whose data did not come (issue 19; it used to wait as "Loading…" for ever with
 * no connection): what, why when the browser knows (no connection), and Try again. With the
 * section's data already on screen, that stays, and this says it may be out of date. When a retry
 * from here succeeds the card goes, and the focus it held moves to the section's title.
 */
export function LoadProblem({
  what,
  query,
  focusOnRecovery,
}: {
  /** "today's habits": the end of "We couldn't load …". */
  what: string;
  query: Loadable & Pick<UseQueryResult<unknown>, 'refetch'>;
  focusOnRecovery: RefObject<HTMLElement | null>;
}) {
  const online = useOnline();
  const card = useRef<HTMLDivElement>(null);
  const stale = query.data !== undefined;
  const retrying = query.isFetching;
  const why = online
    ? 'Please try again in a moment.'
    : "You're offline right now. Try again once you're connected.";

  const retry = async () => {
    // Not disabled while trying: a disabled button would drop keyboard focus.
    if (retrying) return;
    const hadFocus = card.current?.contains(document.activeElement) ?? false;
    const result = await query.refetch();
    if (result.isSuccess && hadFocus) focusOnRecovery.current?.focus();
  };

  return (
    <Card ref={card} role="alert">
      <CardTitle>{stale ? `We couldn't refresh ${what}` : `We couldn't load ${what}`}</CardTitle>
      <CardDescription>{stale ? `What you see may be out of date. ${why}` : why}</CardDescription>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-disabled={retrying}
        onClick={() => void retry()}
        style={{ alignSelf: 'flex-start' }}
      >
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </Card>
  );
}
