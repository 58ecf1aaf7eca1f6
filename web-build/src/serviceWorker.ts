// The shell's service worker and install files (issue 18): Workbox's InjectManifest compiles the
// worker and lists what it precaches; beside it, the web app manifest, its icons and the offline
// page. The shell's webpack config lists this build; remotes have none (one worker per site).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultHelplines } from '@heartwise/contracts';
import webpack, { type Compiler, type Configuration, type WebpackPluginInstance } from 'webpack';
import { resolveOptions, swcRule } from '@heartwise/web-build';
import { InjectManifest } from 'workbox-webpack-plugin';
import { HEART_SVG, heartPng } from '@heartwise/web-build/app-icons';
import { offlinePage } from '@heartwise/web-build/offline-page';

/** Served at the site root so the worker's scope is the whole app. */
type Mode = 'development' | 'production';

export const SERVICE_WORKER_FILE = 'sw.js';
export const APP_MANIFEST_FILE = 'manifest.webmanifest';
export const OFFLINE_PAGE_FILE = 'offline.html';

const appManifest = {
  id: '/',
  name: 'Heartwise',
  short_name: 'Heartwise',
  description: 'A safe space for young hearts: daily wellness habits, check-ins and moderated peer support.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#FBF7F2',
  theme_color: '#1F6B66',
  icons: [
    { src: '/icons/heartwise.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icons/heartwise-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/heartwise-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/heartwise-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Emits the manifest, the icons and the offline page early enough for the worker to precache them. */
class InstallFilesPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('HeartwiseInstallFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HeartwiseInstallFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            APP_MANIFEST_FILE,
            new RawSource(`${JSON.stringify(appManifest, null, 2)}\n`),
          );
          compilation.emitAsset('icons/heartwise.svg', new RawSource(HEART_SVG));
          for (const size of [192, 512])
            compilation.emitAsset(`icons/heartwise-${size}.png`, new RawSource(heartPng(size)));
          compilation.emitAsset(OFFLINE_PAGE_FILE, new RawSource(offlinePage(defaultHelplines)));
        },
      );
    });
  }
}

/** Content-hashed, so precached without a revision: a new release brings new names. */
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;

function shellScripts(outDir: string) {
  return readdirSync(outDir)
    .filter((file) => HASHED_SCRIPT.test(file))
    .map((file) => ({ url: file, revision: null, size: statSync(path.join(outDir, file)).size }));
}

export interface ServiceWorkerBuildOptions {
  /** The app's folder (its `import.meta.dirname`). */
  dir: string;
  /** The app's webpack config name: this build runs after it, whose `output.clean` would erase the worker. */
  after: string;
  /** The worker's source (TypeScript). */
  swSrc: string;
}

/**
 * The worker's own build, beside the app's: InjectManifest compiles the worker as a child of this
 * plain compilation (a child of the app's would inherit module federation and split the worker into
 * shared chunks). It writes sw.js, the manifest, the icons and the offline page into the app's output
 * folder (`--env outDir=…` as the app's), and precaches them with the app's scripts; a remote's
 * code is cached by the worker as pages use it.
 */
export function serviceWorkerBuild(
  options: ServiceWorkerBuildOptions,
  env: unknown,
  mode: Mode,
): Configuration {
  const given = (env ?? {}) as Record<string, unknown>;
  const outDir =
    typeof given['outDir'] === 'string' ? path.resolve(given['outDir']) : path.join(options.dir, 'dist');
  return {
    name: `${options.after}-service-worker`,
    dependencies: [options.after],
    mode,
    target: 'webworker',
    context: options.dir,
    // Nothing of its own to bundle: the worker is InjectManifest's child compilation.
    entry: {},
    devtool: false,
    output: { path: outDir, clean: false },
    resolve: resolveOptions,
    module: {
      rules: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }, swcRule(mode === 'production')],
    },
    plugins: [
      new InstallFilesPlugin(),
      new InjectManifest({
        swSrc: options.swSrc,
        swDest: SERVICE_WORKER_FILE,
        include: [/^offline\.html$/, /^manifest\.webmanifest$/, /^icons\//],
        // And every script of the shell's build, read once that build has written them: a chunk the
        // page loads only later (the toasts, a dialog) must be there when the connection is not.
        manifestTransforms: [
          (entries) => ({ manifest: [...entries, ...shellScripts(outDir)], warnings: [] }),
        ],
      }),
    ],
    performance: { hints: false },
  };
}
