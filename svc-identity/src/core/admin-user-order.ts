import type { AdminUserSort, SortDirection } from '@heartwise/contracts';
import type { UserRecord } from './user.record.js';

/**
 * How User Management finds and orders accounts (issue 19). SPEC §5's search is a substring, which
 * no index answers, so a search reads the role's accounts and keeps the matches; the order is
 * total (ties broken by the account id), so page 2 starts exactly where page 1 ended.
 */
export interface AdminUserOrder {
  sort: AdminUserSort;
  direction: SortDirection;
}

/** SPEC §5 user search: a case-insensitive substring of the username, the email or the full name. */
export function matchesUserSearch(record: UserRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return [record.username, record.email, name].some((field) => field.toLowerCase().includes(needle));
}

/** The name as the table shows it (first and last, else the username), compared without case. */
const nameKey = (record: UserRecord): string =>
  ([record.firstName, record.lastName].filter(Boolean).join(' ') || record.username).toLowerCase();

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The sorted column's value; never-active accounts sort as the oldest. */
function columnOf(record: UserRecord, sort: AdminUserSort): string {
  switch (sort) {
    case 'name':
      return nameKey(record);
    case 'role':
      return record.role;
    case 'joined':
      return record.createdAt;
    case 'lastActive':
      return record.lastActive ?? '';
  }
}

/** A comparator for Array.prototype.sort: the column in the asked direction, then the id. */
export function compareUsers({ sort, direction }: AdminUserOrder): (a: UserRecord, b: UserRecord) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) =>
    sign * compareText(columnOf(a, sort), columnOf(b, sort)) ||
    // Within one role, people read best by name.
    (sort === 'role' ? compareText(nameKey(a), nameKey(b)) : 0) ||
    sign * compareText(a.id, b.id);
}
