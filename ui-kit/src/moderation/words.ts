import type {
  ContentStatus,
  ContentVisibility,
  ModerationDecision,
  ModerationHistoryAction,
  ModerationPriority,
  ModerationStatus,
  ReviewKind,
  SanctionKind,
} from '@heartwise/contracts';
import type { BadgeTone } from '@heartwise/ui-kit';

// The staff pages' words for what the contracts name, in one place.

/** SPEC §2's status names. */
export const statusWords: Record<ModerationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  flagged: { label: 'Flagged', tone: 'danger' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

export const priorityWords: Record<ModerationPriority, { label: string; tone: BadgeTone }> = {
  high: { label: 'High', tone: 'danger' },
  medium: { label: 'Medium', tone: 'accent' },
};

/** Why the item waits. */
export const kindWords: Record<ReviewKind, { label: string; tone: BadgeTone }> = {
  report: { label: 'Reported', tone: 'info' },
  crisis: { label: 'Crisis words', tone: 'danger' },
  abusive: { label: 'Abusive words', tone: 'warning' },
};

/** Who can see the content now. */
export const visibilityWords: Record<ContentVisibility, string> = {
  public: 'Everyone can see it',
  held: 'Only its author can see it (waiting)',
  private: 'Kept private with support',
  removed: 'Taken down',
  deleted: 'Deleted by its author',
};

/** What happened, in the history and in the recent activity. */
export const historyWords: Record<ModerationHistoryAction, string> = {
  hide: 'Hidden',
  keep: 'Kept',
  escalate: 'Escalated',
  support: 'Kept private with support',
  remove: 'Removed',
  allow: 'Allowed',
  publish: 'Made public',
  'request-edit': 'Edit requested',
  restore: 'Restored',
  edited: 'Edited by its author',
  'asked-for-help': 'Asked for help',
  deleted: 'Deleted by its author',
  'removed-from-page': 'Taken down from its page',
};

/** Things its author did rather than a moderator. */
export const authorActions: ReadonlySet<ModerationHistoryAction> = new Set([
  'edited',
  'asked-for-help',
  'deleted',
]);

export const decisionTone: Record<ModerationDecision, BadgeTone> = {
  hide: 'neutral',
  keep: 'success',
  escalate: 'danger',
  support: 'info',
  remove: 'neutral',
  allow: 'success',
  publish: 'warning',
  'request-edit': 'accent',
  restore: 'success',
};

/** The success toast: what just happened. */
export const decidedWords: Record<ModerationDecision, string> = {
  hide: 'Hidden: taken down for everyone',
  keep: 'Kept: the post stays up',
  escalate: 'Escalated: an administrator decides',
  support: 'Kept private with support: only its author sees it',
  remove: 'Removed: taken down for everyone',
  allow: 'Allowed: everyone can see it',
  publish: 'Made public: everyone can see it',
  'request-edit': 'Edit requested: only its author sees it until a moderator approves the edit',
  restore: 'Restored: everyone can see it again',
};

/** A thread or reply's status as the forum keeps it. */
export const contentStatusWords: Record<ContentStatus, string> = {
  active: 'Everyone can see it',
  flagged: 'Only its author can see it',
  archived: 'Taken down',
};

/** A sanction in the item's list. */
export const sanctionDone: Record<SanctionKind, string> = {
  warning: 'Warned',
  mute: 'Muted',
  suspension: 'Suspended',
};

export const typeWords = (contentType: 'thread' | 'reply'): string =>
  contentType === 'thread' ? 'Discussion Thread' : 'Reply';
