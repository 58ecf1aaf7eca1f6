// Narrow shared modules. A shared module cannot be tree-shaken (any remote may ask for any export),
// so sharing react-router-dom or zod as published puts all of it on every first load (react-router
// 62 KB gzipped, zod 89 KB). Instead every app shares the same generated "facade": a module that
// re-exports the browser API we use, which webpack CAN shake inside. One instance still serves the
// shell and every remote (the share key is unchanged); a build fails when code asks for a name the
// facade lacks, so a missing export is a message at build time, never `undefined` in a browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';

const require = createRequire(import.meta.url);

/** A facade: the share key, where its code really comes from, and the names it offers. */
interface Facade {
  key: string;
  /** The package whose version the facade carries. */
  versionOf: string;
  /** The facade's code; `dir` is the app's folder (for packages resolved as the app resolves them). */
  source: string | ((dir: string) => string);
  /** Checks one import from the key: the names after the import binding (`z.object` → ['z', 'object']). */
  allows: (ids: readonly string[]) => boolean;
  offered: string;
}

/**
 * The React Router names our browser code uses: the declarative router (BrowserRouter, useRoutes),
 * its components and hooks. Each name costs bytes on every first load whether used or not (a data
 * router, createBrowserRouter + RouterProvider, would be 31 KB gzipped instead of 13.5), so the list
 * is what the apps import; the build check below names a missing one, which is then added here.
 */
const reactRouterNames = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
] as const;

/** What `z.` is used for in contracts and the front ends (types such as z.infer cost nothing). */
const zodMembers = [
  'NEVER',
  'array',
  'boolean',
  'coerce',
  'config',
  'email',
  'enum',
  'iso',
  'literal',
  'number',
  'object',
  'record',
  'strictObject',
  'string',
  'union',
  'unknown',
  'url',
  'uuid',
] as const;

/**
 * The react-query names the apps and our shared packages import (the previous release's too: a
 * remote built against it runs with the page's copy, docs/deploy.md). Its suspense, hydration and
 * mutation-state hooks are left out of every first load; query-core stays shared whole beside it.
 */
const reactQueryNames = [
  'QueryClient',
  'QueryClientContext',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQueries',
  'useQuery',
  'useQueryClient',
] as const;

/** react-query's ES module build, by path: importing it by name from its own facade would import the facade. */
function reactQueryModule(dir: string): string {
  const cjs = createRequire(path.join(dir, 'package.json')).resolve('@tanstack/react-query');
  return path.join(path.dirname(cjs), 'index.js');
}

const facades: readonly Facade[] = [
  {
    key: '@tanstack/react-query',
    versionOf: '@tanstack/react-query',
    source: (dir) =>
      `export { ${reactQueryNames.join(', ')} } from ${JSON.stringify(reactQueryModule(dir))};`,
    allows: ([name]) => (reactQueryNames as readonly string[]).includes(name ?? ''),
    offered: reactQueryNames.join(', '),
  },
  {
    key: 'react-router-dom',
    versionOf: 'react-router-dom',
    // react-router-dom re-exports react-router (its DOM RouterProvider belongs to data routers, unused).
    // Its package resolves to its development build under every condition; the production build
    // beside it has no dev-only warnings and checks.
    source: (dir) =>
      `export { ${reactRouterNames.join(', ')} } from ${JSON.stringify(reactRouterProduction(dir))};`,
    allows: ([name]) => (reactRouterNames as readonly string[]).includes(name ?? ''),
    offered: reactRouterNames.join(', '),
  },
  {
    key: 'zod',
    versionOf: 'zod',
    // `z` is a namespace with just these members; 'zod/v4' is the same code under a key nobody shares.
    source: [
      `import { ${zodMembers.map((name) => `${name} as _${name}`).join(', ')} } from 'zod/v4';`,
      `export const z = Object.freeze({ ${zodMembers.map((name) => `${name}: _${name}`).join(', ')} });`,
    ].join('\n'),
    allows: ([name, member]) =>
      name === 'z' && member !== undefined && (zodMembers as readonly string[]).includes(member),
    offered: `z.{${zodMembers.join(', ')}}`,
  },
];

/** Requests our code may not make: they reach a facade's package around it, a second instance. */
const goesAroundFacade = (request: string): boolean =>
  request === 'react-router' || request.startsWith('react-router/') || request.startsWith('zod/');

/** React Router's production ES module build, as the app resolves the package. */
function reactRouterProduction(dir: string): string {
  const packageJson = createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production/index.mjs');
}

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/**
 * The `shared` entries of the facades, written into the app's node_modules (so their imports
 * resolve like the app's own). `requiredVersion` is the range the app (or contracts, for zod) declares.
 */
export function facadeSharedConfig(dir: string, requiredVersion: (name: string) => string) {
  const folder = path.join(dir, 'node_modules', '.heartwise-shared');
  mkdirSync(folder, { recursive: true });
  return Object.fromEntries(
    facades.map((facade) => {
      const file = path.join(folder, `${facade.key.replace(/[^\w.-]/g, '_')}.js`);
      const code = typeof facade.source === 'function' ? facade.source(dir) : facade.source;
      const source = `// Generated by web-build/src/sharedFacades.ts: the shared ${facade.key}.\n${code}\n`;
      writeFileSync(file, source);
      return [
        facade.key,
        {
          import: file,
          singleton: true,
          requiredVersion: requiredVersion(facade.versionOf),
          version: installedVersion(facade.versionOf),
        },
      ];
    }),
  );
}

// The slice of webpack's dependency objects the check reads.
interface ImportDependency {
  type: string;
  request?: string;
  ids?: readonly string[];
}

/**
 * Fails the build when our code (not node_modules) imports a facade name it lacks, uses `z` as a
 * whole, or imports a package behind a facade directly.
 */
export class SharedFacadeCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SharedFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedFacadeCheckPlugin', (modules) => {
        const problems = new Set<string>();
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || /[\\/]node_modules[\\/]/.test(resource)) continue;
          const where = path.relative(compiler.context, resource);
          for (const dependency of module.dependencies as unknown as ImportDependency[]) {
            const request = dependency.request;
            if (!request) continue;
            if (goesAroundFacade(request))
              problems.add(
                `${where}: import '${request}' goes around the shared facade; import from its shared key instead`,
              );
            const facade = facades.find((candidate) => candidate.key === request);
            if (!facade || !/^harmony (import|export imported) specifier$/.test(dependency.type)) continue;
            const ids = dependency.ids ?? [];
            if (!facade.allows(ids))
              problems.add(
                `${where}: '${ids.join('.') || '*'}' from '${request}' is not in its shared facade (web-build/src/sharedFacades.ts offers ${facade.offered})`,
              );
          }
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}
