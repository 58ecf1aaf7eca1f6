import { majorOf, UI_KIT_VERSION } from '@heartwise/ui-kit';
import { WEB_RUNTIME_VERSION } from '../version.js';

/** What the app that owns the page (the shell, or a remote running alone) runs. */
export interface HostRuntime {
  webRuntime: string;
  uiKit: string;
}

// Unlike every other page-wide slot, this key and its shape never change in any major: it is how
// copies of different majors learn of each other.
const HOST = Symbol.for('heartwise.host-runtime');
const slots = globalThis as unknown as Record<symbol, HostRuntime | undefined>;

/** The page's host announces its versions, once (PlatformProviders does it). */
export function publishHostRuntime(): void {
  slots[HOST] ??= { webRuntime: WEB_RUNTIME_VERSION, uiKit: UI_KIT_VERSION };
}

export const hostRuntime = (): HostRuntime | undefined => slots[HOST];

/**
 * Why this copy cannot run under the page's host: another major of web-runtime or ui-kit keeps its
 * page-wide state (toasts, contexts, the API address) elsewhere, so it would run half-working.
 * Null when it can (same majors, or nothing published: a test rendering a page alone).
 */
export function runtimeMismatch(): string | null {
  const host = hostRuntime();
  if (!host) return null;
  const ours = { webRuntime: WEB_RUNTIME_VERSION, uiKit: UI_KIT_VERSION };
  const differing = (['webRuntime', 'uiKit'] as const).filter(
    (name) => majorOf(host[name]) !== majorOf(ours[name]),
  );
  if (differing.length === 0) return null;
  const names = { webRuntime: 'web-runtime', uiKit: 'ui-kit' };
  return differing.map((name) => `${names[name]} ${ours[name]} under the page's ${host[name]}`).join(', ');
}
