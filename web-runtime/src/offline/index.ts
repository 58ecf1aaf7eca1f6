// The device outbox (issue 18): taps made with no connection kept on the device and sent later,
// in order, once, only for the account that made them.
export {
  deviceCanKeep,
  flushDeviceOutbox,
  keptTapCount,
  newClientRef,
  sendOrKeep,
  SIGNED_OUT_WITH_KEPT_TAPS,
  signOutWithOutbox,
} from './deviceOutbox.js';
export type { SentOrKept, TapIdentity } from './deviceOutbox.js';
export { OUTBOX_RETRY_MS, useDeviceOutbox } from './useDeviceOutbox.js';
export type { DeviceOutboxState } from './useDeviceOutbox.js';
export { OUTBOX_SYNC_TAG } from './keptTap.js';
export type { RefusedTap, SyncReport, TapKind } from './keptTap.js';
