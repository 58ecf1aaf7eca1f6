import * as ToastPrimitive from '@radix-ui/react-toast';
import { css, styled } from 'styled-components';
import type { ToastVariant } from '@heartwise/ui-kit';
import { dismissToast, media, TOAST_DURATION_MS, useToasts } from '@heartwise/ui-kit';

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: 100;
  top: 0;
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
  ${media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    width: 100%;
    max-width: 420px;
  }
`;

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[10]} ${theme.space[4]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  ${({ $variant }) => variants[$variant]}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;

/**
 * Renders the toast store (SPEC §9): 5000 ms on screen, swipe right past 50 px to dismiss,
 * F8 moves focus to the notification region, at most 420 px wide from md up.
 * Errors are announced assertively, everything else politely.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          $variant={item.variant ?? 'default'}
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
