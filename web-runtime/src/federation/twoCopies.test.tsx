import { describe, expect, it, jest } from '@jest/globals';
import * as reactQuery from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import * as react from 'react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import * as reactDom from 'react-dom';
import * as reactRouterDom from 'react-router-dom';
import * as styledComponents from 'styled-components';

import type * as UiKitModule from '@heartwise/ui-kit';
import type * as WebRuntimeModule from '@heartwise/web-runtime';

type UiKit = typeof UiKitModule;
type WebRuntime = typeof WebRuntimeModule;

/**
 * A fresh copy of both packages, as a remote running its own copy beside the shell's would have:
 * new module instances (new createContext calls, new module-level variables) on the same page.
 */
async function aCopy(): Promise<{ uiKit: UiKit; runtime: WebRuntime }> {
  let copy: { uiKit: UiKit; runtime: WebRuntime } | undefined;
  await jest.isolateModulesAsync(async () => {
    // The page's singletons stay one instance, as the federation shares them.
    const singletons = {
      react,
      'react-dom': reactDom,
      'react/jsx-runtime': await import('react/jsx-runtime'),
      '@tanstack/react-query': reactQuery,
      'react-router-dom': reactRouterDom,
      'styled-components': styledComponents,
    };
    for (const [name, module] of Object.entries(singletons)) {
      jest.doMock(name, () => module);
      jest.unstable_mockModule(name, () => module);
    }
    copy = { uiKit: await import('@heartwise/ui-kit'), runtime: await import('@heartwise/web-runtime') };
  });
  if (!copy) throw new Error('the copy did not load');
  return copy;
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

describe('two copies of the shared packages on one page (docs/deploy.md)', () => {
  it("share the toast store: a remote's toast() reaches the shell's Toaster", async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    expect(remote.uiKit.toast).not.toBe(shell.uiKit.toast);
    function Shown() {
      return <p>{shell.uiKit.useToasts()[0]?.title ?? 'none'}</p>;
    }
    render(<Shown />);
    act(() => {
      remote.uiKit.toast({ title: 'Your reply has been posted!' });
    });
    expect(screen.getByText('Your reply has been posted!')).toBeTruthy();
  });

  it("share the remote loader: a remote's RemoteComponent uses the loader the shell provides", async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    const loader = (id: string) => Promise.resolve({ default: () => <p>{`Loaded ${id}`}</p> });
    await act(async () => {
      render(
        <shell.runtime.RemoteLoaderProvider loader={loader}>
          <remote.runtime.RemoteComponent id="wellness/MySummary" props={{}} />
        </shell.runtime.RemoteLoaderProvider>,
      );
    });
    expect(screen.getByText('Loaded wellness/MySummary')).toBeTruthy();
  });

  it("recognise each other's API errors, as one query cache serves both", async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    const error = new shell.runtime.ApiError(401, 'Unauthorized', '');
    expect(error).toBeInstanceOf(remote.runtime.ApiError);
    expect(remote.runtime.isUnauthorized(error)).toBe(true);
    expect(new Error('401')).not.toBeInstanceOf(remote.runtime.ApiError);
  });

  it('share the API address and the theme', async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    expect(remote.uiKit.theme).toBe(shell.uiKit.theme);
    shell.runtime.setApiBaseUrl('http://api.test/');
    const calls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return { ok: true, status: 204 } as Response;
    }) as typeof fetch;
    await remote.runtime.apiRequest('GET', '/api/habits');
    expect(calls).toEqual(['http://api.test/api/habits']);
    shell.runtime.setApiBaseUrl('');
  });
});

describe("a remote's root (RemoteRoot)", () => {
  const hostSlot = Symbol.for('heartwise.host-runtime');
  const slots = globalThis as unknown as Record<symbol, unknown>;

  it('says which copy it runs on', async () => {
    const { runtime, uiKit } = await aCopy();
    render(<runtime.RemoteRoot name="forum">page</runtime.RemoteRoot>);
    const root = screen.getByText('page');
    expect(root.getAttribute('data-remote')).toBe('forum');
    expect(root.getAttribute('data-web-runtime')).toBe(runtime.WEB_RUNTIME_VERSION);
    expect(root.getAttribute('data-ui-kit')).toBe(uiKit.UI_KIT_VERSION);
  });

  it('mounts under a host of the same major, whatever its minor', async () => {
    const { runtime } = await aCopy();
    slots[hostSlot] = { webRuntime: '1.99.0', uiKit: '1.0.0' };
    try {
      render(<runtime.RemoteRoot name="forum">page</runtime.RemoteRoot>);
      expect(screen.getByText('page')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(slots, hostSlot);
    }
  });

  it('refuses to mount under a host of another major, so the shell shows its fallback', async () => {
    const { runtime } = await aCopy();
    slots[hostSlot] = { webRuntime: '2.0.0', uiKit: '2.0.0' };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(runtime.runtimeMismatch()).toMatch(/^web-runtime \d+\.\d+\.\d+ under the page's 2\.0\.0/);
      render(
        <Caught>
          <runtime.RemoteRoot name="forum">page</runtime.RemoteRoot>
        </Caught>,
      );
      expect(screen.getByRole('alert').textContent).toBe('RuntimeMismatchError');
      expect(screen.queryByText('page')).toBeNull();
    } finally {
      Reflect.deleteProperty(slots, hostSlot);
      jest.restoreAllMocks();
    }
  });

  it('learns the host from the providers the host renders', async () => {
    const { runtime } = await aCopy();
    await act(async () => {
      render(
        <runtime.PlatformProviders scope="shell" queryClient={runtime.createQueryClient()}>
          page
        </runtime.PlatformProviders>,
      );
    });
    expect(runtime.hostRuntime()?.webRuntime).toBe(runtime.WEB_RUNTIME_VERSION);
    Reflect.deleteProperty(slots, hostSlot);
  });
});
