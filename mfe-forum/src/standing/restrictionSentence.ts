import type { Restriction } from '@heartwise/contracts';

/** A moment in the reader's own time zone and words: "21 Nov 2026, 14:30". */
export const localDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What a mute or suspension stops, until when (in the member's time), and why. */
export function restrictionSentence(restriction: Restriction): string {
  const until = localDateTime(restriction.until);
  return restriction.kind === 'mute'
    ? `You can read, but a moderator has paused your posting until ${until}. Reason: ${restriction.reason}`
    : `A moderator has paused your access to Pause and Post until ${until}. Reason: ${restriction.reason}`;
}
