import { createHash } from 'node:crypto';
import type { AuthorNotice, Helpline, MemberNotice, SanctionIssue, SanctionLift } from '@heartwise/contracts';
import type { Standing } from '../../ports/standing.repository.port.js';

/** How many notices a member's standing keeps and shows, newest first. */
export const MAX_NOTICES = 50;

/**
 * A notice's id, derived from what it is about, so the same decision or sanction delivered twice
 * (a redelivery, a retry after a crash) gives the same notice once. UUID-shaped (v5 layout).
 */
export function noticeId(...about: string[]): string {
  const hex = createHash('sha1').update(about.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The standing with one more notice (none when it is already there), newest first, at most 50. */
export function withNotice(standing: Standing, notice: MemberNotice): Standing | null {
  if (standing.notices.some((known) => known.id === notice.id)) return null;
  // The newest first; of two told at the same moment, the one that came last.
  const notices = [notice, ...standing.notices]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, MAX_NOTICES);
  return { ...standing, notices };
}

/** What moderation decided about a member's post, in the words contracts give (`authorNoticeFor`). */
export function contentNotice(
  id: string,
  told: AuthorNotice,
  about: { threadTitle: string | undefined; at: string; fromModerator?: string | undefined },
  helplines: readonly Helpline[],
): MemberNotice {
  return {
    id,
    kind: 'decision',
    title: told.title,
    message: told.message,
    ...(about.fromModerator ? { fromModerator: about.fromModerator } : {}),
    ...(about.threadTitle ? { threadTitle: about.threadTitle } : {}),
    ...(told.withHelplines ? { helplines: [...helplines] } : {}),
    at: about.at,
    read: false,
  };
}

const sanctionWords = {
  warning: {
    title: 'A moderator sent you a warning',
    message:
      'Please read the Community Guidelines again: they help everyone here feel safe. You can keep ' +
      'taking part in Pause and Post.',
  },
  mute: {
    title: 'A moderator paused your posting',
    message:
      'Until then you can read Pause and Post, but not start discussions, reply or report. Your ' +
      'wellness tools and the helplines are always open.',
  },
  suspension: {
    title: 'A moderator paused your access to Pause and Post',
    message:
      'Until then Pause and Post is closed to you. Your wellness tools and the helplines are always open.',
  },
} as const;

/** A warning, mute or suspension, told to the member with the moderator's reason and its end. */
export function sanctionNotice(issue: SanctionIssue): MemberNotice {
  return {
    id: noticeId('sanction', issue.sanctionId),
    kind: issue.kind,
    ...sanctionWords[issue.kind],
    fromModerator: issue.reason,
    ...(issue.endsAt ? { until: issue.endsAt } : {}),
    at: issue.issuedAt,
    read: false,
  };
}

/** A mute or suspension lifted before its end. */
export function liftNotice(lift: SanctionLift): MemberNotice {
  return {
    id: noticeId('lifted', lift.sanctionId),
    kind: 'lifted',
    title: 'A moderator lifted your pause early',
    message: 'You can take part in Pause and Post again. Thank you for helping keep it a kind place.',
    at: lift.liftedAt,
    read: false,
  };
}
