import type { AdminUserSort, User } from '@heartwise/contracts';
import { Badge, Button, DataTable, formatDate, Muted, VisuallyHidden } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { RelativeTime } from '../../components/RelativeTime.js';
import { fullName, roleLabel, roleTone } from './roles.js';
import type { UsersOrder } from './usersView.js';

/** Dates on one line, in the table and on a phone's card. */
const DateCell = styled.td`
  white-space: nowrap;
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
  return (
    <DataTable caption={`Users (${total.toLocaleString('en')})`} cardsOnPhone>
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
                <DateCell data-label="Created">{formatDate(user.createdAt)}</DateCell>
                <DateCell data-label="Last Active">
                  <RelativeTime at={user.lastActive} />
                </DateCell>
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
    </DataTable>
  );
}
