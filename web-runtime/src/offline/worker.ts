// What the service worker needs of the outbox: the flusher alone (no React, no design system).
export { flushOutbox, OUTBOX_LOCK } from './flushOutbox.js';
export { OUTBOX_SYNC_TAG } from './keptTap.js';
export type { FlushResult } from './keptTap.js';
