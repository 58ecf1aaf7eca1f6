// Async boundary: the federation runtime agrees on shared singletons (React, router, …) before any app code runs.
void import('./bootstrap.js');
