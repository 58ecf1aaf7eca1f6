import { createQueryClient, PlatformProviders } from '@heartwise/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders routes in a memory router inside the platform providers the shell gives every page. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PlatformProviders scope="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { router, queryClient, ...view };
}

/** Renders one page at any path. */
export const renderPage = (page: ReactNode, options?: { path?: string; queryClient?: QueryClient }) =>
  renderRoutes([{ path: '*', element: page }], options);
