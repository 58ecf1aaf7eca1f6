import type { RosterAction } from './roster-steps.js';
import type { RosterEntityState } from './roster-state.port.js';

export interface Decision<S> {
  action: RosterAction;
  next: S | null;
  changed: string[];
}

/** Not newer than what is stored: OneRoster says the stored record wins, so nothing changes. */
function isStale(previous: RosterEntityState | null, rowDate: string | null): boolean {
  return previous?.dateLastModified != null && rowDate !== null && rowDate <= previous.dateLastModified;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => value === b[index]);
  }
  return a === b;
}

/** The fields of `next` that differ from `previous`, the date aside (a newer date alone changes nothing). */
export function changedFields<S extends RosterEntityState>(previous: S, next: S): string[] {
  return (Object.keys(next) as (keyof S & string)[]).filter(
    (key) => key !== 'dateLastModified' && key !== 'sourcedId' && !sameValue(previous[key], next[key]),
  );
}

/** A full row: create it, change it, deactivate it (status or enabledUser), or leave it. */
export function decideUpsert<S extends RosterEntityState>(previous: S | null, next: S): Decision<S> {
  if (isStale(previous, next.dateLastModified)) return { action: 'unchanged', next: previous, changed: [] };
  if (previous === null) {
    return next.active
      ? { action: 'create', next, changed: [] }
      : { action: 'unchanged', next: null, changed: [] };
  }
  const changed = changedFields(previous, next);
  if (changed.length === 0) return { action: 'unchanged', next: previous, changed };
  return { action: previous.active && !next.active ? 'deactivate' : 'change', next, changed };
}

/** A `tobedeleted` row: deactivate what is stored and active; anything else is already as asked. */
export function decideDeletion<S extends RosterEntityState>(
  previous: S | null,
  rowDate: string | null,
): Decision<S> {
  if (previous === null || !previous.active || isStale(previous, rowDate)) {
    return { action: 'unchanged', next: previous, changed: [] };
  }
  const next = { ...previous, active: false, dateLastModified: rowDate ?? previous.dateLastModified };
  return { action: 'deactivate', next, changed: ['active'] };
}
