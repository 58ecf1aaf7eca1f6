import type { User } from '@heartwise/contracts';
import { Badge, Button, formatDate, VisuallyHidden } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { fullName, roleLabel, roleTone } from './roles.js';

// Scrolls sideways on a phone; focusable so the keyboard can scroll it too. Positioned, so the
// visually hidden words inside (absolutely placed) scroll and clip with it instead of widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
`;

const Person = styled.th`
  font-weight: 400;
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
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{`Users (${users.length})`}</caption>
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
      </Table>
    </Scroller>
  );
}
