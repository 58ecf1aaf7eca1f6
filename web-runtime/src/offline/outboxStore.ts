import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptTap, SyncReport } from './keptTap.js';

/**
 * The device outbox in IndexedDB: kept taps in the order they were made, and the reports of
 * flushes not yet told to their person. One database per origin, read by every tab and by the
 * service worker; nothing else of a person's is kept on the device.
 */
interface OutboxSchema extends DBSchema {
  taps: { key: number; value: KeptTap; indexes: { byClientRef: string } };
  reports: { key: string; value: SyncReport };
}

const DB_NAME = 'heartwise-outbox';
/** Tabs and the worker hear of every change here, so each shows the same count. */
export const OUTBOX_CHANNEL = 'heartwise.outbox';

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      const taps = db.createObjectStore('taps', { keyPath: 'seq', autoIncrement: true });
      taps.createIndex('byClientRef', 'clientRef', { unique: true });
      db.createObjectStore('reports', { keyPath: 'accountId' });
    },
    // Another context (a newer worker) upgraded the database: open again next time.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

/** Whether this browser can keep anything on the device (IndexedDB; a test's jsdom has none). */
export const deviceCanKeep = (): boolean => typeof indexedDB !== 'undefined';

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export async function keepTap(tap: KeptTap): Promise<void> {
  const { seq: _unused, ...fresh } = tap;
  await (await database()).add('taps', fresh);
  announce();
}

/** Every kept tap, oldest first. */
export async function keptTaps(): Promise<KeptTap[]> {
  return (await database()).getAll('taps');
}

export async function isKept(clientRef: string): Promise<boolean> {
  return (await (await database()).getKeyFromIndex('taps', 'byClientRef', clientRef)) !== undefined;
}

export async function removeTap(seq: number): Promise<void> {
  await (await database()).delete('taps', seq);
  announce();
}

/** Signing out: nothing of anyone's stays on the device. Returns how many taps were removed unsent. */
export async function removeEverything(): Promise<number> {
  const db = await database();
  const count = await db.count('taps');
  const tx = db.transaction(['taps', 'reports'], 'readwrite');
  await Promise.all([tx.objectStore('taps').clear(), tx.objectStore('reports').clear(), tx.done]);
  announce();
  return count;
}

/** Adds a flush's outcome to what the account's next page will tell. */
export async function addReport(report: SyncReport): Promise<void> {
  if (report.sent === 0 && report.refused.length === 0) return;
  const db = await database();
  const tx = db.transaction('reports', 'readwrite');
  const earlier = await tx.store.get(report.accountId);
  await tx.store.put({
    accountId: report.accountId,
    sent: (earlier?.sent ?? 0) + report.sent,
    refused: [...(earlier?.refused ?? []), ...report.refused],
  });
  await tx.done;
  announce();
}

/** The account's untold report, removed as it is read (told once). */
export async function takeReport(accountId: string): Promise<SyncReport | undefined> {
  const db = await database();
  const tx = db.transaction('reports', 'readwrite');
  const report = await tx.store.get(accountId);
  if (report) await tx.store.delete(accountId);
  await tx.done;
  return report;
}

/** For tests: forget the open connection (fake-indexeddb is reset between them). */
export function closeOutboxForTests(): void {
  void opened?.then((db) => db.close());
  opened = null;
}
