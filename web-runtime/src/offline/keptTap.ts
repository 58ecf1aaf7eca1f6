/**
 * A tap kept on this device until the server has it (issue 18): a check-in, a habit or a kindness
 * activity made with no connection, or while older taps were still waiting. Shared by the page and
 * the service worker, so it imports nothing of React, the design system or the transport.
 */
/** The Background Sync tag the service worker flushes on. */
export const OUTBOX_SYNC_TAG = 'heartwise-outbox';

export type TapKind = 'check-in' | 'habit' | 'kindness';

/** The request as it will be sent: built once, when the person tapped (method, URL, JSON body). */
export interface TapRequest {
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  body: unknown;
}

export interface KeptTap {
  /** Order of keeping (IndexedDB's own counter): oldest first is the order taps were made in. */
  seq?: number;
  /** The device's id for this tap: sent as `clientRef` where the call takes one, so a retry is harmless. */
  clientRef: string;
  /** Only ever sent while this same account is the one signed in (a shared device's cookie may be someone else's). */
  accountId: string;
  kind: TapKind;
  request: TapRequest;
  /** The person's time zone when they tapped: their "today" then, not wherever the device is on sending. */
  timeZone: string;
  keptAt: string;
}

/** A tap the server would not take (400, 403, 404, 409, 422): told to the person, never retried. */
export interface RefusedTap {
  clientRef: string;
  kind: TapKind;
  status: number;
  /** The server's sentence, when it gave one. */
  message: string;
}

/**
 * What a flush did, kept for the account until one of its pages has told the person (a flush by
 * the service worker with no tab open is told on the next visit).
 */
export interface SyncReport {
  accountId: string;
  sent: number;
  refused: RefusedTap[];
}

/** Why a flush stopped with taps still kept: they wait for the next try. */
export type FlushStop = 'offline' | 'signed-out' | 'unavailable' | null;

export interface FlushResult {
  /** Each tap sent by this flush, with the server's reply body (parsed JSON, or null). */
  sent: Map<string, unknown>;
  refused: RefusedTap[];
  /** Taps of another account than the one signed in, removed unsent (see docs/architecture.md). */
  discarded: number;
  stoppedBy: FlushStop;
}
