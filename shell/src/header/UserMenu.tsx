import type { User } from '@heartwise/contracts';
import { Avatar, Badge, media, VisuallyHidden } from '@heartwise/ui-kit';
import { firstNameOrFriend, userInitial } from '@heartwise/web-runtime';
import { lazy, Suspense, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { styled } from 'styled-components';
import { roleLabel } from '../session/roles.js';

// The menu and its positioning engine load when the button is first used (or hovered, focused):
// a dashboard's first view only needs the button.
const loadAccountMenu = () => import('./AccountMenu.js');
const AccountMenu = lazy(loadAccountMenu);

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

/** The keys that open a Radix menu button. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** SPEC §2 header user widget: avatar, first name or 'Friend', role badge, and the account menu. */
export default function UserMenu({ user }: { user: User }) {
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard' | null>(null);
  const name = firstNameOrFriend(user);
  const face = (
    <>
      <VisuallyHidden>Account menu: </VisuallyHidden>
      <Avatar name={name} initial={userInitial(user)} imageUrl={user.profileImageUrl} size={32} />
      <Name>{name}</Name>
      <RoleBadge tone="primary">{roleLabel[user.role]}</RoleBadge>
    </>
  );
  // Until the menu is loaded: the same button, opening it the way Radix's trigger would.
  const closedButton = (
    <Trigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the button, takes focus.
        event.preventDefault();
        setOpenedWith('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        setOpenedWith('keyboard');
      }}
    >
      {face}
    </Trigger>
  );
  if (!openedWith) return closedButton;
  return (
    <Suspense fallback={closedButton}>
      <AccountMenu user={user} openedWith={openedWith} trigger={<Trigger type="button">{face}</Trigger>} />
    </Suspense>
  );
}
