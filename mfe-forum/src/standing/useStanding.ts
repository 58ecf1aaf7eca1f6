import type { MemberNotice, Restriction } from '@heartwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { standingQuery } from '../api/standing.js';

export interface Standing {
  restriction: Restriction | null;
  /** The moderators' messages the member has not said "Got it" to, newest first. */
  unread: MemberNotice[];
  muted: boolean;
  suspended: boolean;
}

/**
 * The caller's mute or suspension and the moderators' unread messages. An unknown standing (still
 * loading, or the call failed) restricts nothing here: the forum enforces it anyway.
 */
export function useStanding(): Standing {
  const standing = useQuery(standingQuery);
  const restriction = standing.data?.restriction ?? null;
  return {
    restriction,
    unread: standing.data?.notices.filter((notice) => !notice.read) ?? [],
    muted: restriction?.kind === 'mute',
    suspended: restriction?.kind === 'suspension',
  };
}
