import type { User } from '@heartwise/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@heartwise/ui-kit/menu';
import type { ReactElement } from 'react';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLogout } from '../session/useSessionActions.js';

/** A menu item that navigates: a real link (new tab works), looking like its neighbours. */
const MenuLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

export interface AccountMenuProps {
  user: User;
  /** The header's button (UserMenu.tsx); from here on Radix drives it. */
  trigger: ReactElement;
  /** How the first opening was asked for: from the keyboard, the first item takes focus (as Radix does). */
  openedWith: 'pointer' | 'keyboard';
}

/**
 * The account menu itself (Radix, with its positioning engine): loaded on the first opening and
 * mounted open, then it behaves as any Radix menu (arrow keys, type-ahead, Escape back to the button).
 */
export default function AccountMenu({ user, trigger, openedWith }: AccountMenuProps) {
  const logout = useLogout();
  const focusFirstItem = useRef(openedWith === 'keyboard');
  // Radix hears only keys pressed after it mounted, and the opening one came before: as it does
  // for a keyboard opening, the first item takes focus (after Radix has focused the menu itself).
  const focusIfOpenedByKeyboard = useCallback((item: HTMLElement | null) => {
    if (!item || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    requestAnimationFrame(() => item.focus({ preventScroll: true }));
  }, []);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as @{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild ref={focusIfOpenedByKeyboard}>
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
