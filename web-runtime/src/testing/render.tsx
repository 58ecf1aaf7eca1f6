import { createQueryClient, PlatformProviders, RemoteLoaderProvider } from '@heartwise/web-runtime';
import type { ExposedComponentId, ExposedComponents, RemoteModuleLoader } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Stand-ins for other remotes' components, as the shell would load them. */
export type FakeRemotes = { [K in ExposedComponentId]?: ComponentType<ExposedComponents[K]> };

function loaderFor(remotes: FakeRemotes): RemoteModuleLoader {
  return (id) => {
    const component = remotes[id as ExposedComponentId];
    return component
      ? Promise.resolve({ default: component })
      : Promise.reject(new Error(`No fake remote for ${id}`));
  };
}

export interface RenderOptions {
  path?: string;
  queryClient?: QueryClient;
  /** Other remotes' components; without them a RemoteComponent shows its fallback. */
  remotes?: FakeRemotes;
}

/** Renders routes in a memory router inside the platform providers the shell gives every page. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient = createQueryClient(), remotes }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree: ReactNode = <RouterProvider router={router} />;
  const view = render(
    <PlatformProviders scope="test" queryClient={queryClient}>
      {remotes ? <RemoteLoaderProvider loader={loaderFor(remotes)}>{tree}</RemoteLoaderProvider> : tree}
    </PlatformProviders>,
  );
  return { router, queryClient, ...view };
}

/** Renders one page at any path. */
export const renderPage = (page: ReactNode, options?: RenderOptions) =>
  renderRoutes([{ path: '*', element: page }], options);
