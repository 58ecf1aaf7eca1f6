import { media } from '@heartwise/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

/** Below md: where the menu's contents (links, account) stay hidden until the button opens them. */
const phoneOnly = '@media (max-width: 767.98px)';

/**
 * Phones: the links wait behind a "Menu" button (a disclosure, as GOV.UK's header does) and open
 * as a full-width list under the header row, pushing the page down rather than covering it. From md
 * up the links sit in the header itself and the button is gone.
 */
const Nav = styled.nav`
  width: 100%;
  ${media.md} {
    width: auto;
    flex: 1;
  }
  ul {
    display: none;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  &[data-open='true'] ul {
    display: flex;
  }
  ${media.md} {
    ul,
    &[data-open='true'] ul {
      display: flex;
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    ${media.md} {
      display: inline-flex;
      min-height: 2.5rem;
      border-radius: ${({ theme }) => theme.radii.pill};
    }
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primarySoftText};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The account widget: in the open menu, under the links, on a phone; at the row's end from md up. */
const Account = styled.div`
  ${phoneOnly} {
    width: 100%;
    padding-bottom: ${({ theme }) => theme.space[2]};
    &[data-open='false'] {
      display: none;
    }
  }
  ${media.md} {
    margin-left: auto;
  }
`;

/** Icon only, named "Menu": with the brand and "Get help now" it fits one row on a 360 px phone. */
const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-left: auto;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${media.md} {
    display: none;
  }
`;

/** Three lines, or a cross while the menu is open. */
function MenuMark({ open }: { open: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The role's destinations and the account. On a phone the "Menu" button opens and closes them
 * (aria-expanded); Escape, a click outside the header or following a link closes them, and Escape
 * hands focus back to the button.
 */
export function useMainNav(items: ReadonlyArray<{ to: string; label: string }>) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: following a link (a new page) closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const accountId = useId();

  useEffect(() => {
    if (!open) return;
    // The account's own menu (Radix, drawn outside the header) handles its keys and clicks itself.
    const inAccountMenu = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[role="menu"]') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inAccountMenu(event.target)) return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const header = button.current?.closest('header');
      if (!header || !(event.target instanceof Node) || inAccountMenu(event.target)) return;
      if (!header.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const menuButton = (
    <MenuButton
      ref={button}
      type="button"
      aria-expanded={open}
      aria-controls={`${listId} ${accountId}`}
      aria-label="Menu"
      onClick={() => setOpen(!open)}
    >
      <MenuMark open={open} />
    </MenuButton>
  );
  const links = (
    <Nav aria-label="Main" data-open={open}>
      <ul id={listId}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
  const account = (widget: ReactNode) => (
    <Account id={accountId} data-open={open}>
      {widget}
    </Account>
  );
  return { menuButton, links, account };
}
