import { renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { ScrollRestoration } from './ScrollRestoration.js';

function Broken(): never {
  throw new Error('a page bug');
}

const layout = (
  <>
    <Link to="/fine">Somewhere else</Link>
    <ScrollRestoration />
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  </>
);
const pages = [
  { path: '/broken', element: <Broken /> },
  { path: '/fine', element: <p>A page that works</p> },
];
const routes = [{ element: layout, children: pages }];

describe('a page that fails to render', () => {
  it('shows the kind error in its place, keeps what is around it, and clears on the next navigation', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, { path: '/broken' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on this page');
    expect(screen.getByRole('link', { name: 'Somewhere else' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('A page that works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});

describe('scroll restoration', () => {
  it('starts a new page at the top and takes Back to where the reader was', async () => {
    const scrolls: number[] = [];
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolls.push(y);
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    const { router } = renderRoutes(
      [{ element: layout, children: [...pages, { path: '/', element: <p>Start</p> }] }],
      { path: '/' },
    );
    await screen.findByText('Start');
    // The reader scrolls down the first page.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    await act(() => router.navigate('/fine'));
    expect(scrolls.at(-1)).toBe(0);
    await act(() => router.navigate(-1));
    await screen.findByText('Start');
    expect(scrolls.at(-1)).toBe(640);
    scrollTo.mockRestore();
  });
});
