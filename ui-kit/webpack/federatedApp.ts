// The webpack setup every Heartwise front end shares: one entry with an async boundary, swc for
// TS/TSX, contracts bundled from source, and the module-federation rules of PITFALLS.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';

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
 * `react-dom/client`, and the packages the apps only reach through another one (react-router,
 * query-core) take the range of the package that brings them. Never eager: each app starts
 * behind `import('./bootstrap')`. zod is not shared: a shared module cannot be tree-shaken (all of
 * zod, ~88 KB gzipped, on every first load), and `@heartwise/ui-kit/zod-jitless` already keeps
 * every copy free of eval under our CSP (zod keeps its config on globalThis).
 */
function sharedSingletons(dir: string) {
  const { dependencies = {} } = readPackageJson(path.join(dir, 'package.json'));
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
    'react-router': singleton(range('react-router-dom')),
    'react-router-dom': singleton(range('react-router-dom')),
    '@tanstack/react-query': singleton(range('@tanstack/react-query')),
    '@tanstack/query-core': singleton(range('@tanstack/react-query')),
    'styled-components': singleton(range('styled-components')),
    '@heartwise/ui-kit': singleton(range('@heartwise/ui-kit')),
    '@heartwise/ui-kit/overlays': singleton(range('@heartwise/ui-kit')),
  };
}

/**
 * Content-hashed file names. The federation runtime module asks for the entry chunk's file name
 * while webpack is still hashing chunks (module-federation/core#5077, webpack 5.111); it only
 * needs the folder depth then, so until the hash exists the name goes without it.
 */
const hashedName = (pathData: PathData): string =>
  pathData.chunk?.contentHash?.['javascript'] ? '[name].[contenthash:8].js' : '[name].js';

export function federatedApp(options: FederatedAppOptions) {
  const { dir, app, title, exposes, template = path.join(import.meta.dirname, 'standalone.html') } = options;
  const isRemote = exposes !== undefined;

  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode = argv.mode ?? 'production';
    const production = mode === 'production';
    return {
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
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        // Relative imports in TS end in .js; the file on disk is .ts/.tsx.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace packages (contracts) are bundled from source, no tsc build first.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            // contracts only declares schemas: let unused ones (and the OpenAPI generator) drop out of browser bundles.
            test: /[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
          {
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
          },
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
          // Browser only: leaves the runtime's Node loading paths out.
          experiments: { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template,
          title,
          // A remote's own page (running alone) loads its app, never its remoteEntry.
          chunks: ['main'],
        }),
      ],
      performance: { hints: false },
    };
  };
}
