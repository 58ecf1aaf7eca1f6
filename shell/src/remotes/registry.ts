import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesManifest } from '../api/remotes.js';
import { remoteFallbackPlugin } from './fallbackPlugin.js';
import type { RemotePageId, RemotePageModule } from './remotePages.js';

/** A remote's federation name: the same convention as web-build's `federationName`. */
const federationName = (remote: string): string => `heartwise_${remote}`;

let registration: Promise<void> | null = null;

async function registerFromManifest(): Promise<void> {
  const manifest = await fetchRemotesManifest();
  registerRemotes(
    Object.entries(manifest).map(([remote, entry]) => ({
      name: federationName(remote),
      alias: remote,
      entry,
    })),
  );
}

/** Fetch /remotes.json and register every remote, once; after a failure the next caller tries again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= registerFromManifest().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** At start: the fallback plugin, then the remotes. Pages don't wait for it; each remote page does. */
export function startRemotes(): void {
  registerPlugins([remoteFallbackPlugin()]);
  ensureRemotesRegistered().catch((error: unknown) => {
    console.error('Could not read /remotes.json; remote pages will offer a retry', error);
  });
}

/** Any exposed module, `<remote>/<module>`: remote pages, and components one remote renders for another. */
export async function loadRemoteModule<T extends { default: unknown }>(id: string): Promise<T> {
  await ensureRemotesRegistered();
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`Remote module ${id} is empty`);
  return module;
}

export const loadRemotePage = (id: RemotePageId): Promise<RemotePageModule> =>
  loadRemoteModule<RemotePageModule>(id);
