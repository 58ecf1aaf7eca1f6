import type { SyncReport } from '@heartwise/web-runtime';

/** Said at once when a tap is kept on the device (issue 18): calm, short, true. */
export const KEPT_ON_DEVICE = {
  title: 'Saved on this device',
  description: "You're offline right now. It will sync by itself when you're back online.",
} as const;

/** The check-in's thank-you, when it is kept rather than sent. */
export const CHECK_IN_KEPT = {
  title: 'Thank you for checking in!',
  description: "Saved on this device. It will sync by itself when you're back online.",
} as const;

/** The status line while taps wait on the device. */
export const waitingWords = (pending: number, online: boolean): string => {
  const things = pending === 1 ? '1 update is' : `${pending} updates are`;
  return online
    ? `${things} saved on this device. Syncing now…`
    : `${things} saved on this device and will sync when you're back online.`;
};

/** Told once they have reached Heartwise. */
export const syncedWords = (sent: number): string =>
  sent === 1
    ? "You're back online. Your update saved on this device has synced."
    : `You're back online. Your ${sent} updates saved on this device have synced.`;

const kindWords = { 'check-in': 'A check-in', habit: 'A habit', kindness: 'A kindness activity' } as const;

/** A tap the server would not take: said kindly, with its reason when the server gave one. */
export const refusedWords = (refused: SyncReport['refused'][number]): string =>
  `${kindWords[refused.kind]} saved on this device couldn't be added${
    refused.message ? `: ${refused.message}` : '.'
  }`;
