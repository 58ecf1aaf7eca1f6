import type { Link } from '@heartwise/contracts';
import { Button, Skeleton, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { linksQuery } from '../../api/links.js';
import { FormActions } from './ProfileSection.js';

/** Told just before the list is read again after a change (the focused row may go). */
export type Refocus = () => void;

/** Loading, failure and the list itself, the same way for both roles. */
export function LinksState({ children }: { children: (links: Link[]) => ReactNode }) {
  const links = useQuery(linksQuery);
  if (links.isPending) {
    return (
      <Stack gap={3} role="status">
        <VisuallyHidden>Loading your family links...</VisuallyHidden>
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </Stack>
    );
  }
  if (links.isError) {
    return (
      <Stack gap={3} role="alert">
        <p>We couldn't load your family links just now.</p>
        <FormActions>
          <Button type="button" variant="secondary" size="sm" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </FormActions>
      </Stack>
    );
  }
  return children(links.data);
}
