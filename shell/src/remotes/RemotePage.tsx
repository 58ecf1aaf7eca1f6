import { Container, PageSpinner } from '@heartwise/ui-kit';
import { Component, lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { RemoteFallback, RemoteRetryContext } from './RemoteFallback.js';
import { loadRemotePage } from './registry.js';
import type { RemotePageId } from './remotePages.js';
import { remoteOf } from './remotePages.js';

interface BoundaryProps {
  id: RemotePageId;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so only its own area shows the fallback. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Remote page ${this.props.id} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback remote={remoteOf(this.props.id)} /> : this.props.children;
  }
}

/** One attempt at loading the page: a new attempt is a new slot (fresh lazy component and boundary). */
function RemoteSlot({ id }: { id: RemotePageId }) {
  const [Page] = useState(() => lazy(() => loadRemotePage(id)));
  return (
    <RemoteErrorBoundary id={id}>
      <Suspense fallback={<PageSpinner label="Loading..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A page that comes from a remote, mounted inside the shell's router, data client and theme. */
export function RemotePage({ id, title }: { id: RemotePageId; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return (
    <Container style={{ paddingBlock: '2rem' }}>
      <title>{`${title} · Heartwise`}</title>
      <RemoteRetryContext value={retry}>
        <RemoteSlot key={`${id}#${attempt}`} id={id} />
      </RemoteRetryContext>
    </Container>
  );
}
