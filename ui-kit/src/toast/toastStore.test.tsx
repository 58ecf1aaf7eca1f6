import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  useToasts,
} from './toastStore.js';

describe('the toast store (SPEC §9)', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Welcome back!' });
      toast({ title: 'Goodbye!', description: 'You have been logged out successfully.' });
    });
    expect(result.current.map((item) => item.title)).toEqual(['Goodbye!']);
    expect(TOAST_LIMIT).toBe(1);
  });

  it('closes a dismissed toast and keeps SPEC timings', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const shown = toast({ title: 'Login failed', variant: 'destructive' });
      dismissToast(shown.id);
    });
    expect(result.current[0]?.open).toBe(false);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});
