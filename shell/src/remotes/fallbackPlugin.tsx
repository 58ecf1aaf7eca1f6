import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './RemoteFallback.js';
import type { RemotePageModule } from './remotePages.js';
import { remoteOf } from './remotePages.js';

/**
 * When a remote's module cannot be loaded, hand back a module whose page is the friendly fallback.
 * Only for lifecycle 'onLoad': at 'afterResolve' a returned value would be read as the remote's
 * manifest (RUNTIME-013) and the fallback never reached, so there we return nothing.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'heartwise-remote-fallback',
    errorLoadRemote({ id, lifecycle, error }): RemotePageModule | undefined {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const remote = remoteOf(id);
      return { default: () => <RemoteFallback remote={remote} /> };
    },
  };
}
