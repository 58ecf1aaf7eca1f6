// jsdom lacks a few things the front ends touch in tests.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// React Router creates a TextEncoder when it is imported.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// React Router's data routers build a Request for every navigation. Our routes have no loaders or
// actions, so the router only reads url, method and signal from it.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.defineProperty(globalThis, 'Request', {
    value: NavigationRequest,
    configurable: true,
    writable: true,
  });
}

// Radix menus measure their trigger with ResizeObserver; nothing resizes in jsdom.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class StillResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: StillResizeObserver,
    configurable: true,
    writable: true,
  });
}

// The shell's ScrollRestoration scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

// findBy… and waitFor give up after 1 s by default. Beside the browser tests on a 2-core machine a
// lazily loaded part can take longer to draw (CI once missed the header's account menu so): they
// return as soon as what they look for is there, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });
