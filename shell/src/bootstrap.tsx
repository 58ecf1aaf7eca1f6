// First: before any module builds a zod schema (no eval under the gateway's CSP).
import '@heartwise/web-runtime/zod-jitless';
import { createQueryClient } from '@heartwise/web-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { startRemotes } from './remotes/registry.js';
import { registerServiceWorker } from './worker/registerServiceWorker.js';

startRemotes();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
