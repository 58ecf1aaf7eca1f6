// First: before any module builds a zod schema (no eval under the gateway's CSP).
import '@heartwise/web-runtime/zod-jitless';
import { createQueryClient } from '@heartwise/web-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { PRERENDERED } from './prerender/prerendered.js';
import { startRemotes } from './remotes/registry.js';
import { keepHelplinesForOffline } from './worker/offlineHelplines.js';
import { registerServiceWorker } from './worker/registerServiceWorker.js';

startRemotes();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The offline page shows the helplines this page last showed (the district's, the person's country's).
keepHelplinesForOffline(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const draw = () => createRoot(container).render(app);
// A page the server already drew (the prerendered /auth) is taken over in one frame; else draw. The
// take-over's code loads only there, off every other page's first load.
if (container.dataset[PRERENDERED] === undefined) draw();
else
  void import('./prerender/takeOver.js').then(
    ({ prerenderedRoute, takeOver }) => {
      const route = prerenderedRoute(container);
      return route ? takeOver(container, route, queryClient, app) : draw();
    },
    // The take-over's code did not come: the app draws its own way.
    draw,
  );
