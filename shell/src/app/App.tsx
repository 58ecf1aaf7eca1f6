import { PlatformProviders, RemoteLoaderProvider } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { loadRemoteModule } from '../remotes/registry.js';
import { routes } from './routes.js';

/**
 * The SPEC §2 routes. A declarative router, not a data router: nothing here loads data through the
 * router, and createBrowserRouter's machinery is a third of React Router's bytes on every first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The shell: the page's providers (theme, data client, toasts, remote loading) around the router. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PlatformProviders scope="shell" queryClient={queryClient}>
      <RemoteLoaderProvider loader={loadRemoteModule}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderProvider>
    </PlatformProviders>
  );
}
