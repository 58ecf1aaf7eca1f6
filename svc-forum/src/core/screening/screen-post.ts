import {
  ContentScreened,
  type ContentSnapshot,
  type ContentStatus,
  type EventEnvelope,
  type HeldNote,
  type Helpline,
  type SupportNotice,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit/domain';
import { screen, type ScreeningLists, type ScreeningOutcome } from './screening.js';
import { noticeFor } from './support-notices.js';

/** What a deployment configured: the lists, and the helplines a crisis notice names (empty: the directory's). */
export interface ScreeningPolicy {
  lists: ScreeningLists;
  helplines: readonly Helpline[];
}

export interface ScreenedPost {
  outcome: ScreeningOutcome;
  /** Held content waits as flagged: shown to its author only, until a moderator decides. */
  status: ContentStatus;
  notice?: SupportNotice;
}

/** Screens a new thread's or reply's text, and says how it is stored and what its author is told. */
export function screenPost(
  policy: ScreeningPolicy,
  text: string,
  kind: 'discussion' | 'reply',
): ScreenedPost {
  const outcome = screen(text, policy.lists);
  const notice = noticeFor(outcome, kind, policy.helplines);
  return { outcome, status: outcome === 'clean' ? 'active' : 'flagged', ...(notice ? { notice } : {}) };
}

/** The note held content carries: it waits for a moderator's review (none for clean content). */
export function heldForReview(screened: ScreenedPost, at: string): { heldNote?: HeldNote } {
  return screened.status === 'flagged' ? { heldNote: { reason: 'review', at } } : {};
}

/** The event that puts held content in the moderation queue: crisis first (high), abuse after (medium). */
export function screenedEvents(
  outcome: ScreeningOutcome,
  content: ContentSnapshot,
  at: string,
): EventEnvelope[] {
  if (outcome === 'clean') return [];
  return [
    newEvent(ContentScreened, {
      outcome,
      priority: outcome === 'crisis' ? 'high' : 'medium',
      screenedAt: at,
      content,
    }),
  ];
}
