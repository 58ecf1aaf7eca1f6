import type { AdminUserSort, User } from '@heartwise/contracts';
import { Badge, Button, formatDate, Muted, VisuallyHidden } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { RelativeTime } from '../../components/RelativeTime.js';
import { fullName, roleLabel, roleTone } from './roles.js';
import type { UsersOrder } from './usersView.js';

/** Below this width the rows become cards, each field with its label (issue 19: a phone is 390 px). */
const CARDS_BELOW = '767px';

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  td[data-label]::before {
    display: none;
  }
  td[data-label='Created'],
  td[data-label='Last Active'] {
    white-space: nowrap;
  }

  @media (max-width: ${CARDS_BELOW}) {
    thead {
      /* Each card shows its own labels, and "Sort by" sorts: the headers' sort buttons would be
         focusable yet unseen if only clipped, so the header row is not there at all. */
      display: none;
    }
    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[4]};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
    td[data-label] {
      display: grid;
      grid-template-columns: 7rem 1fr;
      gap: ${({ theme }) => theme.space[2]};
      align-items: center;
    }
    td[data-label]::before {
      display: block;
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 600;
    }
  }
`;

const Person = styled.th`
  && {
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
  }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const columns: ReadonlyArray<{ sort: AdminUserSort; label: string }> = [
  { sort: 'name', label: 'User' },
  { sort: 'role', label: 'Role' },
  { sort: 'joined', label: 'Created' },
  { sort: 'lastActive', label: 'Last Active' },
];

const ariaSort = (order: UsersOrder, column: AdminUserSort) =>
  order.sort !== column ? undefined : order.direction === 'asc' ? 'ascending' : 'descending';

/**
 * The 'Users' table (SPEC §2): who, role, created, last active (relative, the moment on hover),
 * and the row's actions; the headers sort (the service orders every page). The signed-in admin's
 * own row has no actions: the service refuses both on it anyway. A card per person on a phone.
 */
export function UsersTable({
  users,
  total,
  order,
  onSort,
  myId,
  onEditRole,
  onDelete,
}: {
  users: User[];
  total: number;
  order: UsersOrder;
  onSort: (column: AdminUserSort) => void;
  myId: string | undefined;
  onEditRole: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const captionId = useId();
  return (
    // Focusable, so the keyboard can scroll it sideways where a narrow window needs it.
    <Frame role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{`Users (${total.toLocaleString('en')})`}</caption>
        <thead>
          <tr>
            {columns.map(({ sort, label }) => (
              <th key={sort} scope="col" aria-sort={ariaSort(order, sort)}>
                <SortButton type="button" onClick={() => onSort(sort)}>
                  {label}
                  <span aria-hidden="true">
                    {order.sort === sort ? (order.direction === 'asc' ? '▲' : '▼') : ''}
                  </span>
                  <VisuallyHidden>{order.sort === sort ? '' : ', sort'}</VisuallyHidden>
                </SortButton>
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={5}>No users match your search.</td>
            </tr>
          ) : (
            users.map((user) => {
              const mine = user.id === myId;
              return (
                <tr key={user.id}>
                  <Person scope="row">
                    <strong>
                      {fullName(user)}
                      {mine ? ' (you)' : ''}
                    </strong>
                    <span>{`@${user.username}`}</span>
                    <span>{user.email}</span>
                  </Person>
                  <td data-label="Role">
                    <span>
                      <Badge tone={roleTone[user.role]}>{roleLabel[user.role]}</Badge>
                    </span>
                  </td>
                  <td data-label="Created">{formatDate(user.createdAt)}</td>
                  <td data-label="Last Active">
                    <RelativeTime at={user.lastActive} />
                  </td>
                  <td data-label="Actions">
                    {mine ? (
                      <Muted>Another administrator manages your account.</Muted>
                    ) : (
                      <Actions>
                        <Button type="button" size="sm" variant="secondary" onClick={() => onEditRole(user)}>
                          Edit role<VisuallyHidden>{` for ${fullName(user)}`}</VisuallyHidden>
                        </Button>
                        <Button type="button" size="sm" variant="ghost" onClick={() => onDelete(user)}>
                          Delete<VisuallyHidden>{` ${fullName(user)}`}</VisuallyHidden>
                        </Button>
                      </Actions>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </Frame>
  );
}
