import { holdEarlySubmits } from './prerender/prerendered.js';

// A page the server drew (the prerendered /auth) can be used before the app has loaded.
const root = document.getElementById('root');
if (root?.dataset['prerendered'] !== undefined) holdEarlySubmits(root);

// Async boundary: the federation runtime agrees on shared singletons (React, router, …) before any app code runs.
void import('./bootstrap.js');
