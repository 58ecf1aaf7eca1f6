import type { User } from '@heartwise/contracts';
import { Avatar, Badge, firstNameOrFriend, media, userInitial, VisuallyHidden } from '@heartwise/ui-kit';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@heartwise/ui-kit/overlays';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { roleLabel } from '../session/roles.js';
import { useLogout } from '../session/useSessionActions.js';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The role badge only from md up: phones keep the header to one line. */
const RoleBadge = styled(Badge)`
  display: none;
  ${media.md} {
    display: inline-flex;
  }
`;

const Name = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A menu item that navigates: a real link (new tab works), looking like its neighbours. */
const MenuLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

/** SPEC §2 header user widget: avatar, first name or 'Friend', role badge, and the account menu. */
export default function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = firstNameOrFriend(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Trigger type="button">
          <VisuallyHidden>Account menu: </VisuallyHidden>
          <Avatar name={name} initial={userInitial(user)} imageUrl={user.profileImageUrl} size={32} />
          <Name>{name}</Name>
          <RoleBadge tone="primary">{roleLabel[user.role]}</RoleBadge>
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as @{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <MenuLink to="/profile">Profile Settings</MenuLink>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            // Keep the menu open so 'Logging out...' stays visible until the session ends.
            event.preventDefault();
            logout.mutate();
          }}
        >
          {logout.isPending ? 'Logging out...' : 'Log Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
