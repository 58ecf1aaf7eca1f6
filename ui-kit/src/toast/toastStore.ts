import { useSyncExternalStore } from 'react';
import { majorOf, pageSingleton } from '../page/pageSingleton.js';
import { UI_KIT_VERSION } from '../version.js';

/**
 * The one toast store of the whole front end (SPEC §9): at most one toast at a time; a closed
 * toast is deleted after 1000000 ms. The store is one per page (pageSingleton), so a remote calling
 * `toast()` through its own copy of ui-kit reaches the shell's Toaster.
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

/** The page-wide store. Its shape is shared by every copy of this major: change it only in a major. */
interface ToastState {
  toasts: ToastItem[];
  nextId: number;
  listeners: Set<() => void>;
  removalTimers: Map<string, ReturnType<typeof setTimeout>>;
}

const state = pageSingleton<ToastState>(`ui-kit.toasts.v${majorOf(UI_KIT_VERSION)}`, () => ({
  toasts: [],
  nextId: 0,
  listeners: new Set(),
  removalTimers: new Map(),
}));
const { listeners, removalTimers } = state;

function publish(next: ToastItem[]): void {
  state.toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(state.toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Show a toast; it replaces the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  state.nextId += 1;
  const id = String(state.nextId);
  const kept = [{ ...options, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT);
  for (const item of state.toasts) {
    if (!kept.includes(item)) clearTimeout(removalTimers.get(item.id));
  }
  publish(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Close one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  publish(
    state.toasts.map((item) => {
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
const snapshot = () => state.toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
