import { currentUser, TIMEZONE_HEADER } from '@heartwise/contracts';
import type { FlushResult, KeptTap, RefusedTap } from './keptTap.js';
import { addReport, keptTaps, removeTap } from './outboxStore.js';

/** One flusher at a time across every tab and the service worker: taps go oldest first, each once. */
export const OUTBOX_LOCK = 'heartwise.outbox.flush';

/** Answers that mean "the server will never take this tap": told to the person, not retried. */
const REFUSALS = new Set([400, 403, 404, 409, 410, 413, 422]);

type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface FlushOptions {
  /** The transport; `fetch` of the page or the worker. */
  send?: Send;
  /** Web Locks; absent where the platform has none (then this context is the only flusher). */
  locks?: LockManager;
}

const messageOf = (text: string): string => {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = body.message ?? body.error;
    return typeof said === 'string' ? said : '';
  } catch {
    return '';
  }
};

type Account = { id: string } | 'signed-out' | 'offline' | 'unavailable';

/** Who the current cookie belongs to: asked each time, since another person may have signed in since. */
async function signedInAccount(send: Send): Promise<Account> {
  let response: Response;
  try {
    response = await send(currentUser.path, { credentials: 'include', cache: 'no-store' });
  } catch {
    return 'offline';
  }
  if (response.status === 401) return 'signed-out';
  if (!response.ok) return 'unavailable';
  const user = (await response.json()) as { id?: unknown };
  return typeof user.id === 'string' ? { id: user.id } : 'unavailable';
}

const sendTap = (send: Send, tap: KeptTap) =>
  send(tap.request.url, {
    method: tap.request.method,
    headers: { 'Content-Type': 'application/json', [TIMEZONE_HEADER]: tap.timeZone },
    body: JSON.stringify(tap.request.body),
    credentials: 'include',
    cache: 'no-store',
  });

async function flushOnce(send: Send): Promise<FlushResult> {
  const result: FlushResult = { sent: new Map(), refused: [], discarded: 0, stoppedBy: null };
  const taps = await keptTaps();
  if (taps.length === 0) return result;
  const account = await signedInAccount(send);
  if (typeof account === 'string') return { ...result, stoppedBy: account };

  const refused: RefusedTap[] = [];
  for (const tap of taps) {
    const seq = tap.seq ?? -1;
    // Never send one person's tap with another's cookie; nor keep it readable on a shared device.
    if (tap.accountId !== account.id) {
      await removeTap(seq);
      result.discarded += 1;
      continue;
    }
    let response: Response;
    try {
      response = await sendTap(send, tap);
    } catch {
      result.stoppedBy = 'offline';
      break;
    }
    if (response.ok) {
      await removeTap(seq);
      result.sent.set(tap.clientRef, await response.json().catch(() => null));
      continue;
    }
    if (response.status === 401) {
      result.stoppedBy = 'signed-out';
      break;
    }
    if (REFUSALS.has(response.status)) {
      await removeTap(seq);
      refused.push({
        clientRef: tap.clientRef,
        kind: tap.kind,
        status: response.status,
        message: messageOf(await response.text()),
      });
      continue;
    }
    // 429, 5xx: the server could not take it now; later taps wait behind it (in order).
    result.stoppedBy = 'unavailable';
    break;
  }
  result.refused = refused;
  await addReport({ accountId: account.id, sent: result.sent.size, refused });
  return result;
}

/**
 * Sends every kept tap of the signed-in account, oldest first, under one lock shared by all tabs
 * and the service worker; stops at the first tap the network or the server cannot take now.
 * Each tap carries its device id, so a tap whose answer was lost is recorded once when sent again.
 */
export function flushOutbox(options: FlushOptions = {}): Promise<FlushResult> {
  const send = options.send ?? ((url, init) => fetch(url, init));
  const locks = options.locks ?? (typeof navigator === 'undefined' ? undefined : navigator.locks);
  const run = () => flushOnce(send);
  // The lock's promise resolves to the callback's own promise: `then` unwraps it for the types too.
  return locks ? locks.request(OUTBOX_LOCK, run).then((result) => result) : run();
}
