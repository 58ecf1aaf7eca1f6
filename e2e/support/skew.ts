import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

const previousFolder = path.join(root, 'compat/previous');
const TARBALL = /^heartwise-(.+)-(\d+\.\d+\.\d+)\.tgz$/;

/** The versions compat/previous holds, by package name (from the tarballs' names). */
export function previousRelease(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(previousFolder).flatMap((name) => {
      const match = TARBALL.exec(name);
      return match ? [[`@heartwise/${match[1]}`, match[2] ?? '']] : [];
    }),
  );
}

/** A version as [major, minor, patch]. */
export const versionParts = (version: string): [number, number, number] => {
  const [major = NaN, minor = NaN, patch = NaN] = version.split('.').map(Number);
  return [major, minor, patch];
};

/**
 * Unpacks compat/previous's tarballs (the release before the current one of our shared packages)
 * into `<into>/<package>/`, the layout web-build's `--env sharedFrom` reads. Returns their versions.
 */
export async function unpackPrevious(into: string): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const tarball of (await readdir(previousFolder)).filter((name) => TARBALL.test(name))) {
    const target = path.join(into, tarball.replace(TARBALL, '$1'));
    await mkdir(target, { recursive: true });
    await run('tar', ['-xzf', path.join(previousFolder, tarball), '-C', target, '--strip-components=1']);
    const { name, version } = JSON.parse(await readFile(path.join(target, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    versions[name] = version;
  }
  return versions;
}

/**
 * One app built beside its normal build (production, the app's config only, no bundle report): into
 * `outDir`, and against the unpacked releases in `sharedFrom` when given. The app's source is the
 * current tree's.
 */
export async function buildApp(
  workspace: string,
  configName: string,
  { outDir, sharedFrom }: { outDir: string; sharedFrom?: string },
): Promise<void> {
  // Jest's --experimental-vm-modules is no business of webpack's.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config-name',
      configName,
      '--env',
      `outDir=${outDir}`,
      ...(sharedFrom ? ['--env', `sharedFrom=${sharedFrom}`] : []),
    ],
    { cwd: path.join(root, workspace), env, maxBuffer: 32 * 1024 * 1024 },
  );
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file of `dir` a URL path names, if the build has it. */
function fileOf(dir: string, pathname: string): string | undefined {
  const file = path.join(dir, decodeURIComponent(pathname));
  return file.startsWith(dir + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile()
    ? file
    : undefined;
}

const fileReply = async (file: string, headers: Record<string, string> = {}) => ({
  status: 200,
  body: await readFile(file),
  headers: {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...headers,
  },
});

/** The script files an index.html starts, in order. */
const entryScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((match) => match[1] ?? '');

/**
 * The browser runs the shell built into `dir` instead of the stack's, as if it were deployed: the
 * page itself still comes from the gateway (so the browser treats it as the same local site, and
 * it keeps its headers and CSP), but the entry script it names is the other build's, and so is
 * every file that build asks for. /api and all else still come from the stack.
 */
export async function deployShell(context: BrowserContext, origin: string, dir: string): Promise<void> {
  const served = entryScripts(await readFile(path.join(root, 'shell/dist/index.html'), 'utf8'));
  const replacing = entryScripts(await readFile(path.join(dir, 'index.html'), 'utf8'));
  if (served.length !== replacing.length || served.length === 0)
    throw new Error(
      `the two shell builds start different scripts: ${served.join(', ')} / ${replacing.join(', ')}`,
    );
  const entries = new Map(served.map((src, index) => [src, replacing[index] ?? '']));
  await context.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      const { pathname } = new URL(route.request().url());
      const file = fileOf(dir, entries.get(pathname) ?? pathname);
      return file ? route.fulfill(await fileReply(file)) : route.continue();
    },
  );
}

/** The browser gets a remote from `dir` instead of the stack's build, at the remote's own origin. */
export async function deployRemote(context: BrowserContext, origin: string, dir: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const file = fileOf(dir, new URL(route.request().url()).pathname);
      // As the remote's own server: open to the shell's origin (it fetches mf-manifest.json).
      if (file) return route.fulfill(await fileReply(file, { 'access-control-allow-origin': '*' }));
      return route.fulfill({ status: 404, body: 'Not found' });
    },
  );
}

/** What the page's host published: the versions of web-runtime and ui-kit the shell runs. */
export const hostRuntime = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as Record<symbol, { webRuntime: string; uiKit: string } | undefined>)[
        Symbol.for('heartwise.host-runtime')
      ],
  );

/**
 * The federation's record of one shared package: each version registered on the page and the
 * containers that use it (from `__FEDERATION__.__SHARE__`, the share scopes of every container).
 */
export function sharedCopies(page: Page, pkg: string): Promise<Record<string, string[]>> {
  return page.evaluate((pkg) => {
    interface Registered {
      useIn?: string[];
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, Registered>>>>;
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const scope of Object.values(scopes))
        for (const [version, registered] of Object.entries(scope[pkg] ?? {}))
          copies[version] = [...new Set([...(copies[version] ?? []), ...(registered.useIn ?? [])])].sort();
    return copies;
  }, pkg);
}
