/// <reference lib="webworker" />
// The Heartwise service worker (issue 18), built by web-build's serviceWorkerPlugins with Workbox's
// InjectManifest. It caches code, never a person's answers: /api is not touched here.
// First: before any module builds a zod schema (no eval under the gateway's CSP).
import '@heartwise/web-runtime/zod-jitless';
import { offlinePage } from '@heartwise/web-build/offline-page';
import { flushOutbox, OUTBOX_SYNC_TAG } from '@heartwise/web-runtime/offline-worker';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CONFIG_CACHE,
  folderOf,
  remoteEntry,
  remoteManifest,
  remoteManifestUrls,
  releaseScripts,
  REMOTES_CONFIG_PATH,
} from './remoteReleases.js';
import { offlineHelplines } from './offlineHelplinesRead.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The kind page shown when a page cannot be loaded at all, as built (the default helplines). */
const OFFLINE_PAGE = 'offline.html';
const CODE_CACHE = 'heartwise-code-v1';
/** Content-hashed scripts: a name never holds other bytes, so any cached copy is the right one. */
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;

// A new release of the worker takes over at once: what it caches is versioned by name or digest,
// so pages of the previous shell still find their own files.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The offline page, the app manifest and its icons, revisioned by the build.
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The offline page with the helplines the app last showed here (the district's, or those of the
 * person's country), else those of the browser's region; the page as built if that fails.
 */
async function offlineResponse(): Promise<Response> {
  try {
    const helplines = await offlineHelplines(self.caches, self.navigator.languages);
    return new Response(offlinePage(helplines), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  } catch {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
}

// Pages always come from the network (a new shell on the next load; no page is cached, some are
// personal); when it cannot answer, the offline page.
registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: 20 }), { denylist: [/^\/api(\/|$)/] }),
);
setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? offlineResponse() : Response.error(),
);

// Where the remotes are: the network's answer when there is one (configuration may move them).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === REMOTES_CONFIG_PATH,
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 4 }),
);

/** The remote a cross-origin URL belongs to: its configured manifest URL. */
async function remoteOf(url: URL): Promise<string | undefined> {
  return (await remoteManifestUrls()).find((manifest) => url.href.startsWith(folderOf(manifest)));
}

const codeCache = new CacheFirst({
  cacheName: CODE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
  // A remote's <script> is a no-cors request: fetched as CORS, its answer is readable and costs
  // its real size in the cache (an opaque one would be counted as megabytes).
  fetchOptions: { mode: 'cors', credentials: 'omit' },
});

// The shell's own hashed scripts.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.destination === 'script' &&
    HASHED_SCRIPT.test(url.pathname),
  codeCache,
);

// The remotes, each from its own origin.
registerRoute(
  ({ url }) =>
    url.origin !== self.location.origin &&
    /(\/mf-manifest\.json|\/remoteEntry\.js|\.[0-9a-f]{8}\.js)$/.test(url.pathname),
  async ({ url, request, event }) => {
    const manifestUrl = await remoteOf(url);
    if (!manifestUrl) return fetch(request);
    if (url.pathname.endsWith('/mf-manifest.json')) {
      const manifest = await remoteManifest(url.href);
      if (manifest.ok && event) {
        // The release's other scripts, into the code cache behind the page's own requests.
        const scripts = releaseScripts(await manifest.clone().text(), url.href);
        event.waitUntil(
          Promise.allSettled(
            scripts.map((script) => codeCache.handle({ request: new Request(script), event })),
          ),
        );
      }
      return manifest;
    }
    if (url.pathname.endsWith('/remoteEntry.js')) return remoteEntry(url.href, manifestUrl);
    return codeCache.handle({ request: new Request(url.href), event });
  },
);

// Taps kept on the device go when the connection returns, even with no Heartwise tab open. A
// flush that stops early rejects, so the browser tries the sync again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox().then((result) => {
      if (result.stoppedBy === 'offline' || result.stoppedBy === 'unavailable')
        throw new Error(`Kept taps wait: ${result.stoppedBy}`);
    }),
  );
});
