import { PageSpinner } from '@heartwise/ui-kit';
import { lazy, Suspense } from 'react';

// A visitor's first visit to /landing is the prerendered page (shell/src/prerender), so the app only
// draws it after a client-side navigation or at / for a visitor: signed-in first loads skip it.
const LandingPage = lazy(() =>
  import('./LandingPage.js').then((module) => ({ default: module.LandingPage })),
);

/** The landing page, loaded when first shown. */
export function LazyLandingPage() {
  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      <LandingPage />
    </Suspense>
  );
}
