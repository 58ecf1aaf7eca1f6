import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type * as Registry from './registry.js';

const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerRemotes,
  registerPlugins,
  loadRemote: jest.fn(),
}));

/** The registry as a fresh page load sees it (it remembers a successful registration). */
async function freshRegistry(): Promise<typeof Registry> {
  let registry: typeof Registry | undefined;
  await jest.isolateModulesAsync(async () => {
    registry = await import('./registry.js');
  });
  if (!registry) throw new Error('registry did not load');
  return registry;
}

const remotes = {
  wellness: 'https://cdn.test/wellness/mf-manifest.json',
  forum: 'https://cdn.test/forum/mf-manifest.json',
  admin: 'https://cdn.test/admin/mf-manifest.json',
  portal: 'https://cdn.test/portal/mf-manifest.json',
};

describe('registering remotes from /remotes.json', () => {
  beforeEach(() => {
    registerRemotes.mockClear();
    registerPlugins.mockClear();
  });

  it('registers every remote under its federation name, with the manifest URL from configuration', async () => {
    const calls = fakeApi({ 'GET /remotes.json': { status: 200, body: remotes } });
    const registry = await freshRegistry();
    await registry.ensureRemotesRegistered();
    await registry.ensureRemotesRegistered();

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'heartwise_wellness', alias: 'wellness', entry: remotes.wellness },
      { name: 'heartwise_forum', alias: 'forum', entry: remotes.forum },
      { name: 'heartwise_admin', alias: 'admin', entry: remotes.admin },
      { name: 'heartwise_portal', alias: 'portal', entry: remotes.portal },
    ]);
    expect(calls.filter((call) => call.url === '/remotes.json')).toHaveLength(1);
  });

  it('reads /remotes.json again after a failure', async () => {
    fakeApi({ 'GET /remotes.json': { status: 503, statusText: 'Service Unavailable' } });
    const registry = await freshRegistry();
    await expect(registry.ensureRemotesRegistered()).rejects.toThrow('503: Service Unavailable');
    expect(registerRemotes).not.toHaveBeenCalled();

    fakeApi({ 'GET /remotes.json': { status: 200, body: remotes } });
    await registry.ensureRemotesRegistered();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('refuses a manifest that does not match the contract', async () => {
    fakeApi({ 'GET /remotes.json': { status: 200, body: { wellness: remotes.wellness } } });
    const registry = await freshRegistry();
    await expect(registry.ensureRemotesRegistered()).rejects.toThrow();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('installs the fallback plugin at start', async () => {
    fakeApi({ 'GET /remotes.json': { status: 200, body: remotes } });
    const registry = await freshRegistry();
    registry.startRemotes();
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'heartwise-remote-fallback' }),
    ]);
  });
});

describe('the errorLoadRemote fallback plugin (PITFALLS: only for onLoad)', () => {
  const failure = (lifecycle: 'onLoad' | 'afterResolve' | 'beforeRequest') =>
    ({
      id: 'forum/ForumList',
      error: new Error('Failed to fetch'),
      from: 'runtime',
      lifecycle,
      origin: {},
    }) as never;

  it('answers a failed module load with a module whose page is the fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { remoteFallbackPlugin } = await import('./fallbackPlugin.js');
    const module = (await remoteFallbackPlugin().errorLoadRemote?.(failure('onLoad'))) as {
      default: ComponentType;
    };

    renderPage(<module.default />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-remote-fallback')).toBe('forum');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it.each(['afterResolve', 'beforeRequest'] as const)(
    'returns nothing at %s, where a value would be read as a manifest',
    async (lifecycle) => {
      const { remoteFallbackPlugin } = await import('./fallbackPlugin.js');
      expect(await remoteFallbackPlugin().errorLoadRemote?.(failure(lifecycle))).toBeUndefined();
    },
  );
});
