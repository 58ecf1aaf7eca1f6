import { lazy } from 'react';
import type * as AuthPageModule from './AuthPage.js';

type AuthModule = typeof AuthPageModule;

let loaded: AuthModule | undefined;

/**
 * The /auth page's code (its forms, react-hook-form, the tabs). The prerendered /auth calls this
 * before the app takes over (prerender/takeOver.ts), so the app's first frame is the page itself,
 * never a spinner in place of the drawn form.
 */
export const loadAuthPage = (): Promise<AuthModule> =>
  import('./AuthPage.js').then((module) => (loaded = module));

/**
 * A thenable that hands over an already loaded module at once: React.lazy reads it as resolved in
 * the same render instead of suspending for a microtask (a fallback frame).
 */
const alreadyLoaded = (module: AuthModule) =>
  ({
    then: (resolve: (value: { default: AuthModule['default'] }) => void) =>
      resolve({ default: module.default }),
  }) as unknown as Promise<{ default: AuthModule['default'] }>;

/** /auth's page: rendered at once when its code is already here, else loaded on first use. */
export const AuthPage = lazy(() =>
  loaded ? alreadyLoaded(loaded) : loadAuthPage().then((module) => ({ default: module.default })),
);
