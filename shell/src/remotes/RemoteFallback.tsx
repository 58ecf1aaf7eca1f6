import type { RemoteName } from '@heartwise/contracts';
import { Button, Card, CardDescription, CardTitle } from '@heartwise/ui-kit';
import { createContext, use } from 'react';

/** How the fallback's Retry reloads its remote; outside a RemotePage it reloads the page. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** Shown in place of a remote page that could not be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ remote }: { remote: RemoteName | 'unknown' }) {
  const retry = use(RemoteRetryContext);
  return (
    <Card
      role="alert"
      data-remote-fallback={remote}
      style={{ maxWidth: '36rem', margin: '2rem auto', alignItems: 'flex-start' }}
    >
      <CardTitle as="h2">This part of Heartwise is taking a break.</CardTitle>
      <CardDescription>Please try again in a moment. Everything else is still here for you.</CardDescription>
      <Button type="button" onClick={retry}>
        Retry
      </Button>
    </Card>
  );
}
