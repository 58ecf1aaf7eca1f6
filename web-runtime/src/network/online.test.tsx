import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useOnline } from './online.js';

/** The browser losing or finding its connection: navigator.onLine changes, then its event fires. */
function connection(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useOnline', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('follows the connection as the browser reports it', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => connection(false));
    expect(result.current).toBe(false);
    act(() => connection(true));
    expect(result.current).toBe(true);
  });
});
