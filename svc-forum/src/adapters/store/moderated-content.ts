import { z } from 'zod';
import type { HeldNote } from '@heartwise/contracts';
import { IsoDateTime, type EventEnvelope } from '@heartwise/contracts';
import type { Collection, Filter, Update } from '@heartwise/service-kit';
import type { AuthorEdit, ModerationChange, Removal } from '../../ports/moderated-content.port.js';

interface Moderated {
  id: string;
  content: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  moderatedAt?: string;
  heldNote?: HeldNote;
}

/** How a moderator's request for an edit was stored before issue 14. */
const LegacyEditRequest = z.object({ reason: z.string(), requestedAt: IsoDateTime });

/**
 * Reads a stored thread or reply so that held content always says why (`heldNote`): documents
 * written before issue 14 carry `editRequest` (read as an edit request) or nothing (read as
 * waiting for review). Only flagged content is read so: every write since then that holds content
 * sets a note, and every other one leaves it unflagged, so an old `editRequest` left in storage
 * is never read again once the content changed.
 */
export function readingHeldNote<S extends z.ZodType>(schema: S) {
  return z.preprocess((stored) => {
    if (typeof stored !== 'object' || stored === null) return stored;
    const { editRequest, ...doc } = stored as Record<string, unknown>;
    if (doc.status !== 'flagged' || doc.heldNote !== undefined) return doc;
    const legacy = LegacyEditRequest.safeParse(editRequest);
    const heldNote: HeldNote = legacy.success
      ? {
          reason: 'edit-requested',
          ...(legacy.data.reason ? { message: legacy.data.reason } : {}),
          at: legacy.data.requestedAt,
        }
      : { reason: 'review', at: String(doc.moderatedAt ?? doc.updatedAt ?? doc.createdAt) };
    return { ...doc, heldNote };
  }, schema);
}

/**
 * Applies a decision's changes unless a decision made later was already applied (decisions about
 * one item may arrive out of order or twice). Returns the item as now, or null when unchanged.
 */
export async function overwriteIfOlder<T extends Moderated>(
  collection: Collection<T>,
  id: string,
  decidedAt: string,
  changes: Update<T>,
): Promise<T | null> {
  // Two conditional writes instead of one $or (not on the storage port): older, or never moderated.
  // The casts: T is generic here, and both fields exist on every Moderated item.
  const older = await collection.updateOne({ id, moderatedAt: { $lt: decidedAt } } as Filter<T>, changes);
  if (older) return older;
  return collection.updateOne({ id, moderatedAt: { $exists: false } } as Filter<T>, changes);
}

/** A decision's changes: the status, and the note saying why only its author sees it (or none). */
export function decisionChanges<T extends Moderated>(change: ModerationChange): Update<T> {
  const set = { status: change.status, moderatedAt: change.decidedAt, updatedAt: change.decidedAt };
  return (
    change.heldNote ? { set: { ...set, heldNote: change.heldNote } } : { set, unset: ['heldNote'] }
  ) as Update<T>;
}

/**
 * Writes `changes` to the item as it was read, with its events, in one write; null when it changed
 * in between (its `updatedAt` moved), so a decision that came first is never overwritten unseen.
 */
export function writeIfUnchanged<T extends Moderated>(
  collection: Collection<T>,
  read: T,
  changes: Update<T>,
  events: EventEnvelope[],
): Promise<T | null> {
  return collection.updateOne({ id: read.id, updatedAt: read.updatedAt } as Filter<T>, changes, { events });
}

/** The author's edit: new words, and the status they leave it in (held, with why, or published). */
export function editChanges<T extends Moderated>(edit: AuthorEdit): Update<T> {
  const set = { content: edit.content, status: edit.status, updatedAt: edit.editedAt };
  return (
    edit.heldNote ? { set: { ...set, heldNote: edit.heldNote } } : { set, unset: ['heldNote'] }
  ) as Update<T>;
}

/**
 * Taken down by staff: archived, the note cleared, and moderated now, so a decision made before
 * cannot bring it back (a later restore does).
 */
export const removalChanges = <T extends Moderated>(removal: Removal): Update<T> =>
  ({
    set: { status: 'archived', moderatedAt: removal.removedAt, updatedAt: removal.removedAt },
    unset: ['heldNote'],
  }) as Update<T>;

/** Its author's note changed (they asked for help). */
export const noteChanges = <T extends Moderated>(note: HeldNote, at: string): Update<T> =>
  ({ set: { heldNote: note, updatedAt: at } }) as Update<T>;

/** Newest first, ties broken by id, as the thread list pages. */
export function newestFirst<T extends { id: string; createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}
