import type { Configuration } from 'webpack';
import { federatedApp } from '@heartwise/web-build';
import { prerenderedPage } from '@heartwise/web-build/prerender';
import { serviceWorkerBuild } from '@heartwise/web-build/service-worker';

type Mode = 'development' | 'production';

const dir = import.meta.dirname;
const title = 'Heartwise — mental health support for young people';
const template = './src/index.html';

// The host: served at the site root; finds its remotes at runtime from /remotes.json.
const app = federatedApp({ dir, app: 'shell', title, template });

// /landing for visitors as static HTML (dist/landing.html, no JavaScript), and /auth drawn before
// any script runs (dist/auth.html, the app's deferred scripts taking over): the gateway serves them
// to anyone not signed in (gateway/src/prerendered-pages.ts).
export default (env: unknown, argv: { mode?: Mode }): Configuration[] => [
  app(env, argv) as Configuration,
  prerenderedPage(
    { dir, after: 'shell', entry: './src/prerender/landing.tsx', template, title, page: 'landing.html' },
    argv.mode ?? 'production',
  ),
  prerenderedPage(
    {
      dir,
      after: 'shell',
      entry: './src/prerender/auth.tsx',
      template,
      title,
      page: 'auth.html',
      appTakesOver: '/auth',
    },
    argv.mode ?? 'production',
  ),
  // The service worker, app manifest, icons and offline page (issue 18): the shell's alone.
  serviceWorkerBuild(
    { dir, after: 'shell', swSrc: './src/worker/serviceWorker.ts' },
    env,
    argv.mode ?? 'production',
  ),
];
