import type { AdminUserSort, SortDirection } from '@heartwise/contracts';

export interface UsersOrder {
  sort: AdminUserSort;
  direction: SortDirection;
}

/** The list's first order: newest accounts first, as it always opened. */
export const NEWEST_FIRST: UsersOrder = { sort: 'joined', direction: 'desc' };

/** The "Sort by" choices (the column headers sort too): each a column and a direction. */
export const sortChoices: ReadonlyArray<{ value: string; label: string } & UsersOrder> = [
  { value: 'joined-desc', label: 'Newest first', sort: 'joined', direction: 'desc' },
  { value: 'joined-asc', label: 'Oldest first', sort: 'joined', direction: 'asc' },
  { value: 'name-asc', label: 'Name (A to Z)', sort: 'name', direction: 'asc' },
  { value: 'name-desc', label: 'Name (Z to A)', sort: 'name', direction: 'desc' },
  { value: 'role-asc', label: 'Role', sort: 'role', direction: 'asc' },
  { value: 'lastActive-desc', label: 'Recently active', sort: 'lastActive', direction: 'desc' },
  { value: 'lastActive-asc', label: 'Least recently active', sort: 'lastActive', direction: 'asc' },
];

export const choiceOf = ({ sort, direction }: UsersOrder): string => `${sort}-${direction}`;

/** A column header's click: the other way round when it already sorts, else its natural first way. */
export function orderAfterClick(current: UsersOrder, column: AdminUserSort): UsersOrder {
  if (current.sort === column)
    return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: column === 'name' || column === 'role' ? 'asc' : 'desc' };
}
