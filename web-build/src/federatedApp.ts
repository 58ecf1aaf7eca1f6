// The webpack setup every Heartwise front end shares: one entry with an async boundary, swc for
// TS/TSX, contracts bundled from source, and the module-federation rules of PITFALLS.md and
// docs/deploy.md (what is shared, and how).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import { BundleReportPlugin } from '@heartwise/web-build/bundle-report';
import { facadeSharedConfig, SharedFacadeCheckPlugin } from '@heartwise/web-build/shared-facades';
import { precompressed } from '@heartwise/web-build/precompressed';
import { StartPreloadPlugin } from '@heartwise/web-build/start-preload';
import { ZodWithoutJsonSchemaPlugin } from '@heartwise/web-build/zod-without-json-schema';

type Mode = 'development' | 'production';

export interface FederatedAppOptions {
  /** The app's folder (its `import.meta.dirname`). */
  dir: string;
  /** Short app name: `shell`, `wellness`, `forum`, `admin`. */
  app: string;
  /** Browser tab title of the app's own index.html. */
  title: string;
  /** Remotes list what they expose (and get a remoteEntry.js + mf-manifest.json); the shell lists nothing. */
  exposes?: Record<string, string>;
  /** The app's index.html; by default the plain page a remote uses when it runs alone. */
  template?: string;
}

/**
 * Options of one build, from the command line (`webpack --env outDir=… --env sharedFrom=…`), for
 * builds beside the normal one (the version-skew test): `outDir` instead of `<app>/dist` (and no
 * bundle report), `sharedFrom` a folder of unpacked releases of our shared packages
 * (`<folder>/<package>/package.json`, e.g. compat/previous's tarballs) to bundle and declare instead
 * of the workspace's.
 */
export interface BuildEnv {
  outDir?: string;
  sharedFrom?: string;
}

const readBuildEnv = (env: unknown): BuildEnv => {
  const given = (env ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof given[name] === 'string' ? path.resolve(given[name]) : undefined);
  return { outDir: text('outDir'), sharedFrom: text('sharedFrom') };
};

/** The federation container name of an app; the shell registers remotes under the same names. */
export const federationName = (app: string): string => `heartwise_${app}`;

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
}

const readPackageJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

const repoRoot = path.join(import.meta.dirname, '../..');

/** Our shared packages: their workspace folder and the entries shared (the rest is bundled). */
const ourShared = {
  '@heartwise/ui-kit': { folder: 'ui-kit', entries: ['.', './overlays'] },
  '@heartwise/web-runtime': { folder: 'web-runtime', entries: ['.'] },
} as const;
type OurPackage = keyof typeof ourShared;

/** Where each of our shared packages comes from in this build: the workspace, or an unpacked release. */
function ourPackageRoots(sharedFrom: string | undefined): Record<OurPackage, string> {
  const roots = Object.fromEntries(
    Object.entries(ourShared).map(([name, { folder }]) => [name, path.join(repoRoot, folder)]),
  ) as Record<OurPackage, string>;
  if (!sharedFrom) return roots;
  for (const entry of readdirSync(sharedFrom, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const root = path.join(sharedFrom, entry.name);
    const { name } = readPackageJson(path.join(root, 'package.json'));
    if (name && name in ourShared) roots[name as OurPackage] = root;
  }
  return roots;
}

/** Each export of the unpacked releases, by exact request: they replace the workspace's in this build. */
function aliasesOf(roots: Record<OurPackage, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(roots).flatMap(([name, root]) =>
      Object.entries(readPackageJson(path.join(root, 'package.json')).exports ?? {}).map(([entry, file]) => [
        `${path.posix.join(name, entry)}$`,
        path.join(root, file),
      ]),
    ),
  );
}

/**
 * What every app shares (docs/deploy.md has the table and the reasons).
 * - Third-party libraries whose instance must be unique are singletons with the app's caret range:
 *   the trailing-slash keys cover subpaths such as `react-dom/client`; query-core, reached only
 *   through react-query, takes its range; react-router-dom, react-query and zod are narrow facades
 *   (sharedFacades.ts), zod's range the one contracts (its only importer) declares.
 * - Our own packages are shared but not singletons, at the version this build bundles and
 *   requiring `^` that version: a remote takes the page's copy when it is at least as new within
 *   the major, else runs its own (their page-wide state is shared through pageSingleton). The
 *   range is what the app was built and tested with, never a looser one typed by hand.
 * Never eager: each app starts behind `import('./bootstrap')`.
 */
function sharedModules(dir: string, roots: Record<OurPackage, string>) {
  const { dependencies = {} } = readPackageJson(path.join(dir, 'package.json'));
  const contracts = readPackageJson(path.join(repoRoot, 'contracts/package.json'));
  const contractsRange = (name: string): string => {
    const declared = contracts.dependencies?.[name];
    if (!declared) throw new Error(`contracts/package.json must depend on ${name} to share it`);
    return declared;
  };
  const range = (name: string): string => {
    const declared = dependencies[name];
    if (!declared) throw new Error(`${dir}/package.json must depend on ${name} to share it`);
    return declared;
  };
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
  const ours = Object.entries(ourShared).flatMap(([name, { entries }]) => {
    range(name);
    const { version } = readPackageJson(path.join(roots[name as OurPackage], 'package.json'));
    if (!version) throw new Error(`${name} has no version`);
    return entries.map((entry) => [
      path.posix.join(name, entry),
      { singleton: false, version, requiredVersion: `^${version}` },
    ]);
  });
  return {
    react: singleton(range('react')),
    'react/': singleton(range('react')),
    'react-dom': singleton(range('react-dom')),
    'react-dom/': singleton(range('react-dom')),
    '@tanstack/query-core': singleton(range('@tanstack/react-query')),
    'styled-components': singleton(range('styled-components')),
    ...Object.fromEntries(ours),
    ...facadeSharedConfig(dir, (name) => (name === 'zod' ? contractsRange(name) : range(name))),
  };
}

/**
 * Content-hashed file names. The federation runtime module asks for the entry chunk's file name
 * while webpack is still hashing chunks (module-federation/core#5077, webpack 5.111); it only
 * needs the folder depth then, so until the hash exists the name goes without it.
 */
const hashedName = (pathData: PathData): string =>
  pathData.chunk?.contentHash?.['javascript'] ? '[name].[contenthash:8].js' : '[name].js';

export const resolveOptions: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  // Relative imports in TS end in .js; the file on disk is .ts/.tsx.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // Workspace packages (contracts) are bundled from source, no tsc build first.
  conditionNames: ['source', '...'],
};

export const swcRule = (production: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

/** The file a remote's own page loads first: the federation runtime the shell otherwise provides. */
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * Remotes are built with `externalRuntime`: their remoteEntry.js uses the shell's federation
 * runtime instead of carrying a copy (~25 KB gzipped on every page per remote). A remote's page
 * running alone has no shell, so this small second build gives it the runtime as a global.
 */
function runtimeCoreProvider(dir: string, app: string, mode: Mode, outDir: string): Configuration {
  return {
    name: `${app}-runtime-core`,
    mode,
    context: dir,
    entry: { 'mf-runtime-core': path.join(import.meta.dirname, 'runtimeCoreGlobal.ts') },
    devtool: false,
    output: { path: outDir, filename: RUNTIME_CORE_FILE, clean: false },
    // The same few modules every time: after the first build this costs next to nothing.
    cache: {
      type: 'filesystem',
      name: `runtime-core-${mode}`,
      buildDependencies: { config: [import.meta.filename] },
    },
    resolve: resolveOptions,
    module: { rules: [swcRule(mode === 'production')] },
    plugins: mode === 'production' ? precompressed() : [],
    performance: { hints: false },
  };
}

export function federatedApp(options: FederatedAppOptions) {
  const { dir, app, title, exposes, template = path.join(import.meta.dirname, 'standalone.html') } = options;
  const isRemote = exposes !== undefined;

  return (env: unknown, argv: { mode?: Mode }): Configuration | Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const build = readBuildEnv(env);
    const outDir = build.outDir ?? path.join(dir, 'dist');
    const roots = ourPackageRoots(build.sharedFrom);
    const appConfig: Configuration = {
      name: app,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production bundles carry no source maps; development gets cheap ones.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        // The gateway serves the shell at the site root; remotes resolve chunks next to their entry.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federationName(app),
        // The runtime provider's file comes from the second build of the same run.
        clean: { keep: RUNTIME_CORE_FILE },
      },
      resolve: build.sharedFrom
        ? {
            ...resolveOptions,
            alias: aliasesOf(roots),
            // The unpacked releases sit outside the repository: their own imports resolve as the
            // workspace's installed packages would (the same lock).
            modules: [
              'node_modules',
              ...Object.values(ourShared).map(({ folder }) => path.join(repoRoot, folder, 'node_modules')),
              path.join(repoRoot, 'node_modules'),
            ],
          }
        : resolveOptions,
      module: {
        rules: [
          {
            // contracts only declares schemas: let unused ones (and the OpenAPI generator) drop out of browser bundles.
            test: /[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
          swcRule(production),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(app),
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { manifest: false }),
          shared: sharedModules(dir, roots),
          // 'version-first' would fetch every remote entry at start: one dead remote would blank the shell.
          shareStrategy: 'loaded-first',
          // Types of exposed pages come from contracts, not from a running remote.
          dts: false,
          // One federation runtime per page, the shell's: it hands it over (provideRuntimeCore.ts),
          // remotes leave theirs out (a remote's page running alone gets runtimeCoreProvider's).
          ...(isRemote ? {} : { runtimePlugins: [path.join(import.meta.dirname, 'provideRuntimeCore.ts')] }),
          experiments: {
            ...(isRemote ? { externalRuntime: true } : {}),
            // Browser only: leaves the runtime's Node loading paths out.
            optimization: { target: 'web' },
          },
        }),
        new SharedFacadeCheckPlugin(),
        new ZodWithoutJsonSchemaPlugin(dir),
        new HtmlWebpackPlugin({
          template,
          title,
          // A remote's own page (running alone) loads its app, never its remoteEntry.
          chunks: ['main'],
        }),
        // The host's first view needs its bootstrap and shared libraries: fetched beside main.js.
        ...(isRemote ? [] : [new StartPreloadPlugin()]),
        // A build beside the normal one leaves the normal build's report alone.
        ...(build.outDir ? [] : [new BundleReportPlugin(app)]),
        ...(production ? precompressed() : []),
      ],
      // A module two lazily loaded chunks share gets a chunk of its own from 5 KB (webpack's default
      // is 20 KB): below that it was copied into each, and a page opening both loaded it twice
      // (idb, under the outbox's two chunks, on every member's first load).
      optimization: { splitChunks: { minSize: 5_000 } },
      performance: { hints: false },
    };
    return isRemote ? [appConfig, runtimeCoreProvider(dir, app, mode, outDir)] : appConfig;
  };
}
