import { useSyncExternalStore } from 'react';

/**
 * The one toast store of the whole front end (SPEC §9): at most one toast at a time; a closed
 * toast is deleted after 1000000 ms. ui-kit is a federation singleton, so a remote calling
 * `toast()` reaches the shell's Toaster.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays on screen (SPEC §9). */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Show a toast; it replaces the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  const kept = [{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const item of toasts) {
    if (!kept.includes(item)) clearTimeout(removalTimers.get(item.id));
  }
  publish(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Close one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
