import { AppScope, UI_KIT_VERSION } from '@heartwise/ui-kit';
import { QueryClientContext } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { watchSessionEnd } from '../session/signedOut.js';
import { WEB_RUNTIME_VERSION } from '../version.js';
import { runtimeMismatch } from './hostRuntime.js';

/** A remote built for another major than the page's host: it refuses to mount rather than half-work. */
export class RuntimeMismatchError extends Error {
  override readonly name = 'RuntimeMismatchError';
}

/**
 * The root element of a federated remote's page: its own scope, marked `data-remote` for the
 * shell's tests and with the versions of the shared copies it runs on. Under a host of another
 * major it throws, so the shell's fallback for that area shows instead (docs/deploy.md). It makes
 * sure the page's data client answers a session that ended (`watchSessionEnd`): a host built on
 * web-runtime 1.0 made its client without that rule, and this remote's calls rely on it.
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  const client = useContext(QueryClientContext);
  // Idempotent (once per client on the page), so safe during render, before any call answers.
  if (client) watchSessionEnd(client);
  const mismatch = runtimeMismatch();
  if (mismatch)
    throw new RuntimeMismatchError(
      `The ${name} remote cannot run on this page (${mismatch}): deploy the shell first.`,
    );
  return (
    <AppScope
      scope={name}
      data-remote={name}
      data-web-runtime={WEB_RUNTIME_VERSION}
      data-ui-kit={UI_KIT_VERSION}
    >
      {children}
    </AppScope>
  );
}
