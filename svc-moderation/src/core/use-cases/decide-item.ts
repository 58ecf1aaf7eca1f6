import {
  DecisionMade,
  type AccessClaims,
  type ModerationAction,
  type ModerationItem,
  type ModerationStatus,
} from '@heartwise/contracts';
import { conflict, newEvent, notFound } from '@heartwise/service-kit';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import { peopleNamedBy, toModerationItem } from '../item-view.js';
import { changeItem } from './change-item.js';

/**
 * SPEC §9: the note each action sends when the moderator wrote none (approve sends none). The
 * request-edit note is shown to the author as the reason they are asked to edit.
 */
export const DEFAULT_NOTES: Partial<Record<ModerationAction, string>> = {
  reject: 'Content violates community guidelines',
  flag: 'Flagged for further review',
  'request-edit': 'Please edit your post so it follows the Community Guidelines.',
};

/** Request Edit keeps the item pending: it waits for the author's edit or a moderator's decision. */
const RESULT: Record<ModerationAction, ModerationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  flag: 'flagged',
  'request-edit': 'pending',
};

export const ITEM_NOT_FOUND = "We couldn't find that moderation item. It may have been removed.";

export interface DecideDeps {
  items: ModerationItemRepository;
  people: PersonRepository;
  now: () => Date;
}

/**
 * A moderator or admin approves, rejects or flags an item. Pending items are anyone's on the
 * queue; a flag escalates to the administrators, who alone approve or reject flagged items. The
 * decision (who, when, the note) joins the item's history, and `moderation.decision.made` is
 * written with it in the same document write, for svc-forum to show or hide the content.
 */
export async function decideItem(
  deps: DecideDeps,
  actor: AccessClaims,
  itemId: string,
  action: ModerationAction,
  notes?: string,
): Promise<ModerationItem> {
  const note = notes || DEFAULT_NOTES[action];
  const stored = await changeItem(
    deps,
    () => deps.items.findById(itemId),
    (current) => {
      if (!current) throw notFound(ITEM_NOT_FOUND);
      assertMayDecide(current, actor, action);
      const at = laterThan(current.reviewedAt, deps.now());
      const next: ModerationItemRecord = {
        ...current,
        status: RESULT[action],
        moderatorId: actor.sub,
        // The latest decision's note; an approval without one leaves the earlier note readable.
        moderatorNotes: note ?? current.moderatorNotes,
        // Any other decision answers the request itself: approve shows, reject and flag hide.
        editRequested: action === 'request-edit',
        reviewedAt: at,
        history: [
          ...current.history,
          { action, moderatorId: actor.sub, at, ...(note === undefined ? {} : { notes: note }) },
        ],
        updatedAt: at,
        revision: current.revision + 1,
      };
      const decided = newEvent(DecisionMade, {
        itemId: current.id,
        contentType: current.contentType,
        contentId: current.contentId,
        threadId: current.threadId,
        action,
        moderatorId: actor.sub,
        ...(note === undefined ? {} : { notes: note }),
        decidedAt: at,
      });
      return { next, events: [decided] };
    },
  );
  if (!stored) throw notFound(ITEM_NOT_FOUND);
  return toModerationItem(stored, await deps.people.byIds(peopleNamedBy(stored)));
}

/** SPEC §4: only pending items offer actions; flagged ones are the administrators' to decide. */
function assertMayDecide(item: ModerationItemRecord, actor: AccessClaims, action: ModerationAction): void {
  switch (item.status) {
    case 'pending':
      if (action === 'request-edit' && item.editRequested) {
        throw conflict('The author was already asked to edit this post; it stays hidden until they do.');
      }
      return;
    case 'flagged':
      if (actor.role !== 'admin') {
        throw conflict(
          "This item was flagged for an administrator's review, so only an administrator can decide it now.",
        );
      }
      if (action === 'flag') throw conflict("This item is already flagged for an administrator's review.");
      if (action === 'request-edit') {
        throw conflict('A flagged item waits for an administrator to approve or reject it.');
      }
      return;
    case 'approved':
    case 'rejected':
      throw conflict(`This item was already ${item.status}, so there is nothing left to decide.`);
  }
}

/** Now, but always after the previous decision: the forum applies only a decision newer than the last. */
function laterThan(previous: string | undefined, now: Date): string {
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}
