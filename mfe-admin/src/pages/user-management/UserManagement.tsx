import type { User } from '@heartwise/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Input,
  Label,
  PageTitle,
  Select,
  Spinner,
  Stack,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { adminUsersQuery } from '../../api/users.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { DeleteUserDialog } from './DeleteUserDialog.js';
import { EditRoleDialog } from './EditRoleDialog.js';
import { filterUsers, type RoleFilter } from './filterUsers.js';
import { roleCountLabel, roleLabel, roles } from './roles.js';
import { UsersTable } from './UsersTable.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr;
  }
`;

const isRoleFilter = (value: string): value is RoleFilter =>
  value === 'all' || (roles as readonly string[]).includes(value);

/** User Management (SPEC §2, §5): find people, see who has which role, change a role, delete an account. */
export function UserManagement() {
  const users = useQuery(adminUsersQuery);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const searchId = useId();
  const roleId = useId();

  const shown = useMemo(() => filterUsers(users.data ?? [], search, role), [users.data, search, role]);
  const perRole = (which: (typeof roles)[number]) =>
    users.isError ? null : users.data?.filter((user) => user.role === which).length;

  return (
    <Stack gap={6}>
      <Header>
        <PageTitle>User Management</PageTitle>
        <CreateUserDialog />
      </Header>
      <CountGrid as="section" aria-label="Accounts per role">
        {roles.map((which) => (
          <CountCard key={which} label={roleCountLabel[which]} count={perRole(which)} />
        ))}
      </CountGrid>
      <Filters role="search">
        <Stack gap={2}>
          <Label htmlFor={searchId}>Search</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search users by name, username, or email..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Stack>
        <Stack gap={2}>
          <Label htmlFor={roleId}>Filter by role</Label>
          <Select
            id={roleId}
            value={role}
            onChange={(event) => {
              if (isRoleFilter(event.target.value)) setRole(event.target.value);
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
      </Filters>
      {users.isPending ? (
        <Spinner label="Loading users..." showLabel />
      ) : users.isError ? (
        <Card role="alert">
          <CardTitle>We couldn't load the users</CardTitle>
          <CardDescription>Please try again in a moment.</CardDescription>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => void users.refetch()}
            style={{ alignSelf: 'flex-start' }}
          >
            Try again
          </Button>
        </Card>
      ) : (
        <UsersTable users={shown} onEditRole={setEditing} onDelete={setDeleting} />
      )}
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
