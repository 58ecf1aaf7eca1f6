import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { css, styled } from 'styled-components';
import type { ToastVariant } from '@heartwise/ui-kit';
import { dismissToast, media, TOAST_DURATION_MS, useToasts } from '@heartwise/ui-kit';

/**
 * Where toasts sit (issue 19: they covered a dialog's main button, and on a phone the header).
 * Always at the bottom, never over the header: full width above the safe area on a phone (where a
 * thumb dismisses them), the bottom-right corner from md up. The height they take is published as
 * `--hw-toast-inset` on the page (see TOAST_INSET), and an open dialog keeps clear of it: it stands
 * that much higher and shorter (Dialog.tsx), so a toast never lies over a dialog's buttons.
 */
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: 100;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  padding-bottom: max(${({ theme }) => theme.space[4]}, env(safe-area-inset-bottom));
  list-style: none;
  outline: none;
  ${media.md} {
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

/** The page-wide CSS variable holding the height the toasts take at the bottom of the screen. */
const TOAST_INSET = '--hw-toast-inset';

/**
 * Renders the toast store (SPEC §9): 5000 ms on screen, swipe right past 50 px to dismiss,
 * F8 moves focus to the notification region, at the bottom (full width on a phone, at most 420 px
 * wide in the corner from md up).
 * Errors are announced assertively, everything else politely.
 */
export function Toaster() {
  const toasts = useToasts();
  const [viewport, setViewport] = useState<HTMLOListElement | null>(null);
  const showing = toasts.some((item) => item.open);
  useEffect(() => {
    const page = document.documentElement;
    if (!viewport || !showing) {
      page.style.removeProperty(TOAST_INSET);
      return;
    }
    const publish = () => page.style.setProperty(TOAST_INSET, `${viewport.offsetHeight}px`);
    publish();
    // jsdom (component tests) has no ResizeObserver: the first height is all it gets.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(viewport);
    return () => {
      observer?.disconnect();
      page.style.removeProperty(TOAST_INSET);
    };
  }, [viewport, showing]);
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
      <Viewport ref={setViewport} hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
