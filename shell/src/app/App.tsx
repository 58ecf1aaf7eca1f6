import { PlatformProviders } from '@heartwise/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** The shell: the page's providers (theme, data client, toasts) around the router. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <PlatformProviders scope="shell" queryClient={queryClient}>
      <RouterProvider router={router} />
    </PlatformProviders>
  );
}
