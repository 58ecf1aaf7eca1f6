// The webpack setup every Heartwise front end shares: one entry with an async boundary, swc for
// TS/TSX, contracts bundled from source, and the module-federation rules of PITFALLS.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import { BundleReportPlugin } from '@heartwise/ui-kit/webpack/bundle-report';
import { facadeSharedConfig, SharedFacadeCheckPlugin } from '@heartwise/ui-kit/webpack/shared-facades';

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

/** The federation container name of an app; the shell registers remotes under the same names. */
export const federationName = (app: string): string => `heartwise_${app}`;

interface PackageJson {
  dependencies?: Record<string, string>;
}

const readPackageJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/**
 * Singletons every app shares (PITFALLS.md): the trailing-slash keys cover subpaths such as
 * `react-dom/client`, and query-core, which the apps only reach through react-query, takes its
 * range. Never eager: each app starts behind `import('./bootstrap')`. react-router-dom and zod are
 * shared as narrow facades (sharedFacades.ts): one instance everywhere, without the whole package
 * on every first load; zod's range is the one contracts (its only importer) declares.
 */
function sharedSingletons(dir: string) {
  const { dependencies = {} } = readPackageJson(path.join(dir, 'package.json'));
  const contracts = readPackageJson(path.join(import.meta.dirname, '../../contracts/package.json'));
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
  return {
    react: singleton(range('react')),
    'react/': singleton(range('react')),
    'react-dom': singleton(range('react-dom')),
    'react-dom/': singleton(range('react-dom')),
    '@tanstack/react-query': singleton(range('@tanstack/react-query')),
    '@tanstack/query-core': singleton(range('@tanstack/react-query')),
    'styled-components': singleton(range('styled-components')),
    '@heartwise/ui-kit': singleton(range('@heartwise/ui-kit')),
    '@heartwise/ui-kit/overlays': singleton(range('@heartwise/ui-kit')),
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
function runtimeCoreProvider(dir: string, app: string, mode: Mode): Configuration {
  return {
    name: `${app}-runtime-core`,
    mode,
    context: dir,
    entry: { 'mf-runtime-core': path.join(import.meta.dirname, 'runtimeCoreGlobal.ts') },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_CORE_FILE, clean: false },
    // The same few modules every time: after the first build this costs next to nothing.
    cache: {
      type: 'filesystem',
      name: `runtime-core-${mode}`,
      buildDependencies: { config: [import.meta.filename] },
    },
    resolve: resolveOptions,
    module: { rules: [swcRule(mode === 'production')] },
    performance: { hints: false },
  };
}

export function federatedApp(options: FederatedAppOptions) {
  const { dir, app, title, exposes, template = path.join(import.meta.dirname, 'standalone.html') } = options;
  const isRemote = exposes !== undefined;

  return (_env: unknown, argv: { mode?: Mode }): Configuration | Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const appConfig: Configuration = {
      name: app,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production bundles carry no source maps; development gets cheap ones.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        // The gateway serves the shell at the site root; remotes resolve chunks next to their entry.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federationName(app),
        // The runtime provider's file comes from the second build of the same run.
        clean: { keep: RUNTIME_CORE_FILE },
      },
      resolve: resolveOptions,
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
          shared: sharedSingletons(dir),
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
        new HtmlWebpackPlugin({
          template,
          title,
          // A remote's own page (running alone) loads its app, never its remoteEntry.
          chunks: ['main'],
        }),
        new BundleReportPlugin(app),
      ],
      performance: { hints: false },
    };
    return isRemote ? [appConfig, runtimeCoreProvider(dir, app, mode)] : appConfig;
  };
}
