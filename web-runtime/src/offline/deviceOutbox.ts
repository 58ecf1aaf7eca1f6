import type { ArgsOf, InputOf, OperationCall, ResultOf } from '@heartwise/contracts';
import { requestFor } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { callApi } from '../api/callApi.js';
import { OUTBOX_SYNC_TAG, type FlushResult, type TapKind, type TapRequest } from './keptTap.js';

/**
 * The page's side of the device outbox (issue 18). Loaded with the page, but small: IndexedDB and
 * the flusher are separate chunks, fetched the first time something is kept or sent.
 */
const store = () => import('./outboxStore.js');

/** Whether this browser can keep a tap (IndexedDB); without it a tap is sent as before or fails. */
export const deviceCanKeep = (): boolean => typeof indexedDB !== 'undefined';

/** A new device id for a tap (`clientRef`). */
export const newClientRef = (): string => crypto.randomUUID();

export type SentOrKept<Op> = { kept: false; reply: ResultOf<Op> } | { kept: true };

export interface TapIdentity {
  kind: TapKind;
  /** The signed-in account making the tap: it is only ever sent for that account (unknown: sent, never kept). */
  accountId: string | undefined;
  /** The tap's device id, when its body already carries it (a check-in's `clientRef`). */
  clientRef?: string;
}

/**
 * The call never left the device: no network. A service that is down answers (502/503/504) while
 * the person is online; a new tap then fails as before, in the words the safeguarding rules chose
 * ("We couldn't save that just now…"), rather than saying "You're offline" when they are not.
 * Taps already kept still wait behind such an answer (flushOutbox).
 */
const couldNotReach = (error: unknown): boolean => error instanceof TypeError;

// Only a browser that says it is offline is (Node's navigator has no onLine).
const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Ask the service worker to flush when the connection returns, even with no tab open. */
async function askForBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Make a tap's call now when it can go straight through; otherwise keep it on the device, in
 * order behind any taps still waiting, to be sent when the connection returns. A refusal by the
 * server throws as before; only "could not reach" is kept.
 */
export async function sendOrKeep<Op extends OperationCall>(
  operation: Op,
  input: InputOf<Op>,
  tap: TapIdentity,
): Promise<SentOrKept<Op>> {
  const args = [input] as unknown as ArgsOf<Op>;
  const { accountId } = tap;
  if (!deviceCanKeep() || !accountId) return { kept: false, reply: await callApi(operation, ...args) };
  const outbox = await store();
  if (online() && (await outbox.keptTaps()).length === 0) {
    try {
      return { kept: false, reply: await callApi(operation, ...args) };
    } catch (error) {
      if (!couldNotReach(error)) throw error;
    }
  }
  const { method, url, body } = requestFor(operation, ...args);
  await outbox.keepTap({
    clientRef: tap.clientRef ?? newClientRef(),
    accountId,
    kind: tap.kind,
    request: { method: method as TapRequest['method'], url, body },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    keptAt: new Date().toISOString(),
  });
  void askForBackgroundSync();
  void flushDeviceOutbox();
  return { kept: true };
}

/** Send what is kept, if the connection is there; and ask the worker to do it when it returns. */
export async function flushDeviceOutbox(): Promise<FlushResult | null> {
  if (!deviceCanKeep() || !online()) return null;
  const { flushOutbox } = await import('./flushOutbox.js');
  const result = await flushOutbox();
  if (result.stoppedBy === 'offline' || result.stoppedBy === 'unavailable') void askForBackgroundSync();
  return result;
}

/** How many taps are kept on this device (for the status line). */
export async function keptTapCount(): Promise<number> {
  if (!deviceCanKeep()) return 0;
  return (await (await store()).keptTaps()).length;
}

/** The account's untold sync report (taps sent or refused since its last page told it). */
export async function takeSyncReport(accountId: string) {
  if (!deviceCanKeep()) return undefined;
  return (await store()).takeReport(accountId);
}

/** Calls `changed` whenever any tab or the worker changes the outbox. Returns the unsubscribe. */
export function onOutboxChange(changed: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  let channel: BroadcastChannel | null = null;
  let stopped = false;
  void store().then(({ OUTBOX_CHANNEL }) => {
    if (stopped) return;
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = () => changed();
  });
  return () => {
    stopped = true;
    channel?.close();
  };
}

export const SIGNED_OUT_WITH_KEPT_TAPS = {
  title: 'Some updates could not sync',
  description:
    "A few check-ins or taps saved on this device hadn't reached Heartwise, so they were removed when you signed out.",
} as const;

/** How long sign-out waits to send what is kept before it goes ahead. */
const SIGN_OUT_FLUSH_MS = 5000;

/**
 * Signing out (a shared school device): first send what is kept, then sign out, then remove
 * anything still kept, saying so, so no one's feelings stay readable on the device. Returns how
 * many were removed unsent.
 */
export async function signOutWithOutbox(signOut: () => Promise<void>): Promise<number> {
  if (!deviceCanKeep()) {
    await signOut();
    return 0;
  }
  let patience: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    flushDeviceOutbox().catch(() => null),
    new Promise((resolve) => {
      patience = setTimeout(resolve, SIGN_OUT_FLUSH_MS);
    }),
  ]);
  clearTimeout(patience);
  await signOut();
  const removed = await (await store()).removeEverything();
  if (removed > 0) toast({ ...SIGNED_OUT_WITH_KEPT_TAPS, variant: 'destructive' });
  return removed;
}
