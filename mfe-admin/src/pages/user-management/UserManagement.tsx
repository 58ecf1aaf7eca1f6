import { LoadFailed, PageTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { identityFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { figure } from '../../components/figure.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { roleCountLabel, roles } from './roles.js';
import { UsersDirectory } from './UsersDirectory.js';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * User Management (SPEC §2, §5): find people, see who has which role, change a role, delete an
 * account. The counts per role are identity's figures: the list holds one page, not everyone.
 */
export function UserManagement() {
  const identity = useQuery(identityFiguresQuery);
  return (
    <Stack gap={6}>
      <Header>
        <PageTitle>User Management</PageTitle>
        <CreateUserDialog />
      </Header>
      <CountGrid as="section" aria-label="Accounts per role">
        {roles.map((which) => (
          <CountCard
            key={which}
            label={roleCountLabel[which]}
            count={figure(identity, (data) => data.users.byRole[which])}
          />
        ))}
      </CountGrid>
      {identity.isError ? (
        <LoadFailed what="the account figures" onRetry={() => void identity.refetch()} />
      ) : null}
      <UsersDirectory />
    </Stack>
  );
}
