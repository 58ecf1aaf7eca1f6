import { PlatformProviders, RemoteLoaderProvider } from '@heartwise/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { loadRemoteModule } from '../remotes/registry.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** The shell: the page's providers (theme, data client, toasts, remote loading) around the router. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <PlatformProviders scope="shell" queryClient={queryClient}>
      <RemoteLoaderProvider loader={loadRemoteModule}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </PlatformProviders>
  );
}
