import type { User } from '@heartwise/contracts';
import { Badge, Button, DataTable, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { fullName, roleLabel, roleTone } from './roles.js';

const Person = styled.th`
  /* Over the table's bold row headers: the name is bold, the username and email are not. */
  && {
    font-weight: 400;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The 'Users' table (SPEC §2): who, role, created, last active ('Never'), and the two actions. */
export function UsersTable({
  users,
  onEditRole,
  onDelete,
}: {
  users: User[];
  onEditRole: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  return (
    <DataTable caption={`Users (${users.length})`}>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">Created</th>
          <th scope="col">Last Active</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <tr>
            <td colSpan={5}>No users match your search.</td>
          </tr>
        ) : (
          users.map((user) => (
            <tr key={user.id}>
              <Person scope="row">
                <strong>{fullName(user)}</strong>
                <span>{`@${user.username}`}</span>
                <span>{user.email}</span>
              </Person>
              <td>
                <Badge tone={roleTone[user.role]}>{roleLabel[user.role]}</Badge>
              </td>
              <td>{formatDate(user.createdAt)}</td>
              <td>{formatDate(user.lastActive, 'Never')}</td>
              <td>
                <Actions>
                  <Button type="button" size="sm" variant="secondary" onClick={() => onEditRole(user)}>
                    Edit role<VisuallyHidden>{` for ${fullName(user)}`}</VisuallyHidden>
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => onDelete(user)}>
                    Delete<VisuallyHidden>{` ${fullName(user)}`}</VisuallyHidden>
                  </Button>
                </Actions>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
