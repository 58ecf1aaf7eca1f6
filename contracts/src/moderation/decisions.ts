import { z } from 'zod';
import type { Role } from '../identity/user.js';
// Type-only: items.ts imports this file at run time; one list of statuses, and no import cycle.
import type { ModerationStatus } from './items.js';

/**
 * The moderation rules, written once (issue 14): why an item is in the queue, which decisions it
 * offers to whom, what each decision does to the content and what its author is told.
 * svc-moderation enforces them, svc-forum applies them, the staff pages show them.
 */

/**
 * Why an item waits for a moderator, which decides the choices they have:
 * - `report`: members reported something everyone could see;
 * - `crisis`: screening found self-harm or suicide words (a crisis stays a crisis, whatever else
 *   happens to the item: it is never offered as an ordinary report);
 * - `abusive`: screening found abusive words.
 */
export const ReviewKind = z.enum(['report', 'crisis', 'abusive']);
export type ReviewKind = z.infer<typeof ReviewKind>;

/**
 * Every decision a moderator or admin can make. Each one says what it does; none means one thing
 * for a report and the opposite for screened content.
 */
export const ModerationDecision = z.enum([
  'hide',
  'keep',
  'escalate',
  'support',
  'remove',
  'allow',
  'publish',
  'request-edit',
  'restore',
]);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

/**
 * Who can see the content, as moderation last decided it:
 * - `public`: everyone;
 * - `held`: only its author, marked as waiting for a moderator (screened, escalated, an edit
 *   asked for or waiting to be reviewed);
 * - `private`: only its author, kept private with support (crisis content);
 * - `removed`: nobody but staff; its author was told, kindly;
 * - `deleted`: its author deleted it.
 */
export const ContentVisibility = z.enum(['public', 'held', 'private', 'removed', 'deleted']);
export type ContentVisibility = z.infer<typeof ContentVisibility>;

export interface DecisionRule {
  /** The button: it states the effect. */
  label: string;
  /** One sentence under the button or in its confirmation: what happens, and who is told. */
  effect: string;
  /** The item's status afterwards (approved: public; rejected: not public). */
  status: ModerationStatus;
  /** The content's visibility afterwards. */
  visibility: Exclude<ContentVisibility, 'deleted'>;
  /** Asks "are you sure?" before it is sent. */
  destructive: boolean;
  /** May carry words for the author (`messageToAuthor`); request-edit must. */
  messageToAuthor: 'none' | 'optional' | 'required';
  /** A reason is required (taking down or restoring what a decision already settled). */
  reasonRequired: boolean;
}

export const decisionRules: Readonly<Record<ModerationDecision, DecisionRule>> = {
  hide: {
    label: 'Hide it',
    effect: 'The report was right: the post is taken down for everyone, and its author is told kindly why.',
    status: 'rejected',
    visibility: 'removed',
    destructive: true,
    messageToAuthor: 'optional',
    reasonRequired: false,
  },
  keep: {
    label: 'Keep it',
    effect: 'The report was not right: the post stays up, and its author is never told anything.',
    status: 'approved',
    visibility: 'public',
    destructive: false,
    messageToAuthor: 'none',
    reasonRequired: false,
  },
  escalate: {
    label: 'Escalate',
    effect:
      'An administrator decides. Until then only its author sees it, marked as waiting for a moderator.',
    status: 'flagged',
    visibility: 'held',
    destructive: false,
    messageToAuthor: 'none',
    reasonRequired: false,
  },
  support: {
    label: 'Keep private and support',
    effect: 'Only its author sees it, with people they can talk to, a way to ask for help and your message.',
    status: 'rejected',
    visibility: 'private',
    destructive: false,
    messageToAuthor: 'optional',
    reasonRequired: false,
  },
  remove: {
    label: 'Remove',
    effect: 'The post is taken down for everyone, and its author is told kindly why.',
    status: 'rejected',
    visibility: 'removed',
    destructive: true,
    messageToAuthor: 'optional',
    reasonRequired: false,
  },
  allow: {
    label: 'Allow',
    effect: 'The post is shared with everyone.',
    status: 'approved',
    visibility: 'public',
    destructive: false,
    messageToAuthor: 'none',
    reasonRequired: false,
  },
  publish: {
    label: 'Make public',
    effect: 'Everyone, including other young people, can read words about self-harm or suicide.',
    status: 'approved',
    visibility: 'public',
    destructive: true,
    messageToAuthor: 'none',
    reasonRequired: true,
  },
  'request-edit': {
    label: 'Request Edit',
    effect:
      'Its author sees your note and can edit it. Only they see it until a moderator approves the edit.',
    status: 'pending',
    visibility: 'held',
    destructive: false,
    messageToAuthor: 'required',
    reasonRequired: false,
  },
  restore: {
    label: 'Restore',
    effect: 'The post is shown to everyone again.',
    status: 'approved',
    visibility: 'public',
    destructive: true,
    messageToAuthor: 'none',
    reasonRequired: true,
  },
};

/** "Approve the edit" reads better than "Allow" when what waits is the author's edit. */
export const EDIT_REVIEW_ALLOW_LABEL = 'Publish the edit';

/**
 * The second confirmation crisis content needs before anyone else may read it (publish, or a
 * restore of crisis content): it names the risk, and the request must carry `confirmRisk: true`.
 */
export const CRISIS_RISK_CONFIRMATION =
  'This post mentions self-harm or suicide. Making it public means other young people, some of them ' +
  'vulnerable, will read it. Make it public only if it is safe and supportive to share.';

/** Does this decision on this kind of item need the second, risk-naming confirmation? */
export function needsRiskConfirmation(decision: ModerationDecision, kind: ReviewKind): boolean {
  return kind === 'crisis' && (decision === 'publish' || decision === 'restore' || decision === 'allow');
}

/** The facts about an item the choices depend on. */
export interface DecidableItem {
  kind: ReviewKind;
  status: ModerationStatus;
  visibility: ContentVisibility;
  /** A moderator asked its author for an edit, which has not come yet. */
  editRequested: boolean;
  /** Its author's edit waits for a moderator (an edit is reviewed before it goes public). */
  editAwaitingReview: boolean;
}

/**
 * Who works the queue (decides, warns, mutes, suspends): moderators and administrators, of the
 * platform or of a district. svc-moderation's queue routes admit these roles and no other.
 */
export const queueStaff = ['moderator', 'admin'] as const satisfies readonly Role[];

export const worksTheQueue = (role: Role | undefined): boolean =>
  (queueStaff as readonly (Role | undefined)[]).includes(role);

/** An escalated item is an administrator's to decide: the moderator who sees it can only wait. */
export const waitsForAnAdministrator = (
  item: Pick<DecidableItem, 'status'>,
  role: Role | undefined,
): boolean => item.status === 'flagged' && role === 'moderator';

/** The first decisions, by kind of item (pending; or escalated, for an administrator). */
const firstChoices: Readonly<Record<ReviewKind, readonly ModerationDecision[]>> = {
  report: ['hide', 'keep', 'request-edit', 'escalate'],
  crisis: ['support', 'remove', 'publish', 'escalate'],
  abusive: ['remove', 'allow', 'request-edit', 'escalate'],
};

/**
 * The decisions one person may make about one item now. Pending items are any moderator's or
 * admin's; an escalated (flagged) item is the administrators' alone, without a second escalation.
 * An organization admin (issue 16) makes the administrators' choices on escalated items and on
 * nothing else; that the item is of their own district is svc-moderation's to check.
 * Settled items can be reversed at any time: what is public can be removed, what is not can be
 * restored (crisis content only with the risk confirmation), private crisis content can get
 * another message or be removed. Content its author deleted offers nothing.
 */
export function decisionsFor(item: DecidableItem, role: Role | undefined): ModerationDecision[] {
  const orgAdminOnEscalated = role === 'org-admin' && item.status === 'flagged';
  if (!(worksTheQueue(role) || orgAdminOnEscalated) || item.visibility === 'deleted') return [];
  if (item.status === 'pending' || item.status === 'flagged') {
    if (waitsForAnAdministrator(item, role)) return [];
    const escalation = item.status === 'flagged' ? [] : (['escalate'] as const);
    if (item.editRequested) return ['remove', ...escalation];
    if (item.editAwaitingReview && item.kind !== 'crisis') {
      return ['allow', 'request-edit', 'remove', ...escalation];
    }
    return firstChoices[item.kind].filter((decision) => decision !== 'escalate' || escalation.length > 0);
  }
  if (item.visibility === 'public') return ['remove'];
  if (item.visibility === 'private') return ['support', 'remove', 'restore'];
  return ['restore'];
}

/** The label of a decision's button on this item. */
export function decisionLabel(decision: ModerationDecision, item: Pick<DecidableItem, 'editAwaitingReview'>) {
  return decision === 'allow' && item.editAwaitingReview
    ? EDIT_REVIEW_ALLOW_LABEL
    : decisionRules[decision].label;
}

/**
 * Whether this decision on this item needs a reason for the record (`notes`): its rule says so,
 * or it takes down or brings back what an earlier decision settled (another message on private
 * content changes nothing anyone sees, so it needs none).
 */
export function decisionNeedsReason(
  decision: ModerationDecision,
  item: Pick<DecidableItem, 'status' | 'visibility'>,
): boolean {
  if (decisionRules[decision].reasonRequired) return true;
  const settled = item.status === 'approved' || item.status === 'rejected';
  return settled && decisionRules[decision].visibility !== item.visibility;
}

/** What a post's author is told after a decision about it; null: nothing (they are never told a report was dismissed). */
export interface AuthorNotice {
  title: string;
  message: string;
  /** Show the helplines with it (crisis content). */
  withHelplines: boolean;
}

/**
 * The author hears what happened in kind words, never the wrong reason: crisis content is never
 * said to break the guidelines, and a dismissed report is never mentioned.
 */
export function authorNoticeFor(
  decision: ModerationDecision,
  kind: ReviewKind,
  what: 'post' | 'reply',
): AuthorNotice | null {
  switch (decision) {
    case 'hide':
      return {
        title: `A moderator took your ${what} down`,
        message:
          `Some members were worried your ${what} could upset or hurt someone, and a moderator agreed, ` +
          'so it is no longer shown in Pause and Post. You are still welcome here: the Community ' +
          'Guidelines can help with what to share.',
        withHelplines: false,
      };
    case 'remove':
      if (kind === 'crisis') {
        return {
          title: `A moderator read your ${what}`,
          message:
            `We decided not to share your ${what} with the community, because we want you to get ` +
            'the right support first. How you feel matters to us. The people below are there for ' +
            'you, any time.',
          withHelplines: true,
        };
      }
      // A report's removal names no reason it cannot be sure of; the moderator may add their own.
      return {
        title: `A moderator took your ${what} down`,
        message:
          kind === 'abusive'
            ? `Your ${what} used words that can hurt people, so it is not shown in Pause and Post. ` +
              'You are still welcome here: the Community Guidelines can help with what to share.'
            : `Your ${what} is no longer shown in Pause and Post. You are still welcome here: the ` +
              'Community Guidelines can help with what to share.',
        withHelplines: false,
      };
    case 'support':
      return {
        title: `A moderator read your ${what}`,
        message:
          `We have kept your ${what} private, so only you can see it, because we want to make sure ` +
          'you get the right support. How you feel matters. The people below are there for you, ' +
          'and you can ask us for help at any time.',
        withHelplines: true,
      };
    case 'allow':
    case 'publish':
    case 'restore':
      return {
        title: `Your ${what} is shared`,
        message: `A moderator read your ${what}, and everyone in Pause and Post can see it now.`,
        withHelplines: false,
      };
    case 'keep':
    case 'escalate':
    case 'request-edit':
      return null;
  }
}
