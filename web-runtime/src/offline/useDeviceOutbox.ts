import { useCallback, useEffect, useState } from 'react';
import { flushDeviceOutbox, keptTapCount, onOutboxChange, takeSyncReport } from './deviceOutbox.js';
import type { SyncReport } from './keptTap.js';

/** While taps wait and the connection is there (a server that was briefly unavailable), try again this often. */
export const OUTBOX_RETRY_MS = 30_000;

export interface DeviceOutboxState {
  /** Taps kept on this device, not yet on the server. */
  pending: number;
  /** What has synced (or been refused) since this account's pages last said so; null when told. */
  report: SyncReport | null;
  dismissReport: () => void;
}

const merged = (earlier: SyncReport | null, later: SyncReport): SyncReport =>
  earlier
    ? { ...later, sent: earlier.sent + later.sent, refused: [...earlier.refused, ...later.refused] }
    : later;

/**
 * The device outbox for the signed-in account: sends what is kept when the page loads, when the
 * connection returns and now and then while taps wait; and follows every tab's and the worker's
 * changes, so the page can say what is saved here and, later, what has synced.
 */
export function useDeviceOutbox(accountId: string): DeviceOutboxState {
  const [pending, setPending] = useState(0);
  const [report, setReport] = useState<SyncReport | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const [count, untold] = await Promise.all([keptTapCount(), takeSyncReport(accountId)]);
      if (!live) return;
      setPending(count);
      if (untold) setReport((earlier) => merged(earlier, untold));
    };
    const flush = () => {
      void flushDeviceOutbox()
        .catch(() => null)
        .then(refresh);
    };
    flush();
    const stopListening = onOutboxChange(() => void refresh());
    window.addEventListener('online', flush);
    const retry = setInterval(() => {
      if (navigator.onLine) void keptTapCount().then((count) => count > 0 && flush());
    }, OUTBOX_RETRY_MS);
    return () => {
      live = false;
      stopListening();
      window.removeEventListener('online', flush);
      clearInterval(retry);
    };
  }, [accountId]);

  const dismissReport = useCallback(() => setReport(null), []);
  return { pending, report, dismissReport };
}
