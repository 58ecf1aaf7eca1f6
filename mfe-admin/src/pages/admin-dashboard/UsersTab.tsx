import { Button, LoadFailed, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { identityFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { figure } from '../../components/figure.js';
import { CreateUserDialog } from '../user-management/CreateUserDialog.js';
import { roleCountLabel, roles } from '../user-management/roles.js';
import { UsersDirectory } from '../user-management/UsersDirectory.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Users: accounts per role, a new staff account, the paged users table, and the way to User Management. */
export function UsersTab() {
  const identity = useQuery(identityFiguresQuery);
  return (
    <Stack gap={6}>
      <CountGrid as="section" aria-label="Accounts per role">
        {roles.map((role) => (
          <CountCard
            key={role}
            label={roleCountLabel[role]}
            count={figure(identity, (data) => data.users.byRole[role])}
          />
        ))}
      </CountGrid>
      {identity.isError ? (
        <LoadFailed what="the account figures" onRetry={() => void identity.refetch()} />
      ) : null}
      <Actions>
        <CreateUserDialog />
        <Button as={Link} to="/admin/users" variant="secondary">
          Manage users
        </Button>
      </Actions>
      <UsersDirectory />
    </Stack>
  );
}
