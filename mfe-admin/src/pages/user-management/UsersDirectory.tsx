import type { AdminUserSort, User } from '@heartwise/contracts';
import { ADMIN_USERS_PAGE_SIZE } from '@heartwise/contracts';
import { Input, Label, LoadFailed, Select, Spinner, Stack } from '@heartwise/ui-kit';
import { useCurrentUser } from '@heartwise/web-runtime';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { adminUsersQuery } from '../../api/users.js';
import { DeleteUserDialog } from './DeleteUserDialog.js';
import { EditRoleDialog } from './EditRoleDialog.js';
import type { RoleFilter } from './filterUsers.js';
import { Pager } from './Pager.js';
import { roleLabel, roles } from './roles.js';
import { useDebouncedValue } from './useDebouncedValue.js';
import { UsersTable } from './UsersTable.js';
import { choiceOf, NEWEST_FIRST, orderAfterClick, sortChoices, type UsersOrder } from './usersView.js';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const isRoleFilter = (value: string): value is RoleFilter =>
  value === 'all' || (roles as readonly string[]).includes(value);

/**
 * Find people and act on them (SPEC §2, §5; issue 19): the search, role filter and order go to the
 * service, which answers one page at a time, so a district of 50,000 is never sent at once.
 */
export function UsersDirectory() {
  const { data: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [order, setOrder] = useState<UsersOrder>(NEWEST_FIRST);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const searchId = useId();
  const roleId = useId();
  const sortId = useId();

  const q = useDebouncedValue(search.trim());
  const users = useQuery(
    adminUsersQuery({
      ...(q ? { q } : {}),
      ...(role === 'all' ? {} : { role }),
      sort: order.sort,
      direction: order.direction,
      page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
    }),
  );
  // Past the last page (its last person just deleted): the last page that has anyone.
  const shown = users.data;
  if (shown && !users.isPlaceholderData && shown.users.length === 0 && shown.total > 0 && page > 1) {
    setPage(Math.ceil(shown.total / shown.pageSize));
  }
  // A new search, filter or order starts again from its first page.
  const reorder = (next: UsersOrder) => {
    setOrder(next);
    setPage(1);
  };

  return (
    <Stack gap={4}>
      <Filters role="search">
        <Stack gap={2}>
          <Label htmlFor={searchId}>Search</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search users by name, username, or email..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={roleId}>Filter by role</Label>
          <Select
            id={roleId}
            value={role}
            onChange={(event) => {
              if (!isRoleFilter(event.target.value)) return;
              setRole(event.target.value);
              setPage(1);
            }}
          >
            <option value="all">All Roles</option>
            {roles.map((which) => (
              <option key={which} value={which}>
                {roleLabel[which]}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={sortId}>Sort by</Label>
          <Select
            id={sortId}
            value={choiceOf(order)}
            onChange={(event) => {
              const chosen = sortChoices.find((choice) => choice.value === event.target.value);
              if (chosen) reorder({ sort: chosen.sort, direction: chosen.direction });
            }}
          >
            {/* A header can choose an order the list does not name (Role, Z to A): it shows too. */}
            {sortChoices.some((choice) => choice.value === choiceOf(order)) ? null : (
              <option value={choiceOf(order)}>Chosen in the table</option>
            )}
            {sortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Stack>
      </Filters>
      {users.isPending ? (
        <Spinner label="Loading users..." showLabel />
      ) : users.isError ? (
        <LoadFailed what="the users" onRetry={() => void users.refetch()} />
      ) : (
        <Stack gap={3}>
          <UsersTable
            users={users.data.users}
            total={users.data.total}
            order={order}
            onSort={(column: AdminUserSort) => reorder(orderAfterClick(order, column))}
            myId={me?.id}
            onEditRole={setEditing}
            onDelete={setDeleting}
          />
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            busy={users.isPlaceholderData}
            onPage={setPage}
          />
        </Stack>
      )}
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
