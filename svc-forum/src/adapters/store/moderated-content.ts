import type { Collection, Filter, Update } from '@heartwise/service-kit';
import type { ModerationChange } from '../../ports/moderated-content.port.js';

interface Moderated {
  id: string;
  createdAt: string;
  moderatedAt?: string;
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

/**
 * A decision's changes: the status, and the edit request it makes (request-edit) or ends (any
 * other decision).
 */
export function decisionChanges(change: ModerationChange) {
  const set = { status: change.status, moderatedAt: change.decidedAt, updatedAt: change.decidedAt };
  return change.editRequest
    ? { set: { ...set, editRequest: change.editRequest } }
    : { set, unset: ['editRequest' as const] };
}

/** Newest first, ties broken by id, as the thread list pages. */
export function newestFirst<T extends { id: string; createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}
