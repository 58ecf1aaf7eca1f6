import { drawnForAddress, holdEarlySubmits, onFirstUse } from './prerender/prerendered.js';

// Async boundary: the federation runtime agrees on shared singletons (React, router, …) before any app code runs.
const startApp = (): void => void import('./bootstrap.js');

// A page the server drew (the prerendered /auth) can be used before the app has loaded: its code
// is fetched at the person's first touch, key or focus, and takes over then (docs/architecture.md).
// A drawn page that is not what the address asks for (Sign In, at /auth?tab=register) is replaced
// at once rather than left showing the wrong tab until the first touch.
const root = document.getElementById('root');
if (root && drawnForAddress(root)) {
  holdEarlySubmits(root);
  onFirstUse(startApp);
} else {
  startApp();
}
