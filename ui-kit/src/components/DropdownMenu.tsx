import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { styled } from 'styled-components';
import { usePortalContainer } from '@heartwise/ui-kit';

/**
 * Radix menu: arrow keys move, type-ahead, Escape closes and returns focus to the trigger.
 * Non-modal, as the ARIA menu-button pattern has it (a click or focus outside closes it): a modal
 * one hides the rest of the page with aria-hidden while it stays focusable (axe: aria-hidden-focus).
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

const Content = styled(MenuPrimitive.Content)`
  z-index: 40;
  min-width: 13rem;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export function DropdownMenuContent({
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <Content sideOffset={sideOffset} align={align} {...props} />
    </MenuPrimitive.Portal>
  );
}

export const DropdownMenuItem = styled(MenuPrimitive.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primarySoftText};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const DropdownMenuLabel = styled(MenuPrimitive.Label)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DropdownMenuSeparator = styled(MenuPrimitive.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;
