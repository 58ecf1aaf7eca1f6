import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Header } from '../header/Header.js';
import { LinkRequestBanner } from './LinkRequestBanner.js';
import { ScrollRestoration } from './ScrollRestoration.js';
import { WellnessOverlays } from './WellnessOverlays.js';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -4rem;
  z-index: 30;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

const Main = styled.main`
  min-height: calc(100vh - 4rem);
  &:focus {
    outline: none;
  }
`;

/** Header and navigation around every page; pages (and their errors) render in the outlet. */
export function RootLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After client-side navigation, start screen readers and keyboards at the new page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1} ref={main}>
        <LinkRequestBanner />
        <Outlet />
      </Main>
      <WellnessOverlays />
      <ScrollRestoration />
    </>
  );
}
