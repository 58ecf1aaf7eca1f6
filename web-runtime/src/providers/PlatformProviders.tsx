import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { AppScope, GlobalStyle, theme, useToasts } from '@heartwise/ui-kit';
import { ThemeProvider } from 'styled-components';
import { publishHostRuntime } from '../federation/hostRuntime.js';

const Toaster = lazy(() =>
  import('@heartwise/ui-kit/overlays').then((overlays) => ({ default: overlays.Toaster })),
);

/** The toast region loads with the first toast: most first visits never show one. */
function ToastRegion() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * What the app that owns the page provides once: theme, page styles, the shared data client and
 * the toast region, and the versions it runs (so a remote of another major refuses to mount). The
 * shell uses it; a remote uses it only when it runs alone.
 */
export function PlatformProviders({
  scope,
  queryClient,
  children,
}: {
  scope: string;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  publishHostRuntime();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <AppScope scope={scope}>
          {children}
          <ToastRegion />
        </AppScope>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
