import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { useRef } from 'react';
import { styled } from 'styled-components';
import { Button, media, usePortalContainer } from '@heartwise/ui-kit';
import type { ButtonVariant } from '@heartwise/ui-kit';
import { focusLost, whatOpened } from './dialogOpener.js';

/** Radix dialog: focus is trapped inside, Escape closes, focus returns to the trigger. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 50;
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  z-index: 51;
  left: 50%;
  /* Clear of the toasts at the bottom of the screen (Toaster.tsx publishes their height). */
  top: calc(50% - var(--hw-toast-inset, 0px) / 2);
  transform: translate(-50%, -50%);
  width: calc(100vw - 2rem);
  max-width: 32rem;
  max-height: calc(100vh - 2rem - var(--hw-toast-inset, 0px));
  max-height: calc(100dvh - 2rem - var(--hw-toast-inset, 0px));
  overflow-y: auto;
  overflow-wrap: break-word;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* A 320 px phone keeps 256 px for the dialog's content. */
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  & > * {
    min-width: 0;
  }
  ${media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Dialogs the user must answer (e.g. a required check-in) hide the close button. */
  hideClose?: boolean;
}

/**
 * Radix gives focus back only to a `DialogTrigger`; a dialog a page opens itself (`open` state set
 * by a button, a menu, a flow) left focus on <body> when it closed (issue 19). Here, whenever focus
 * is lost on closing, it goes back to the control that had it (or was last pressed) when the dialog
 * opened, if that control is still on the page. A trigger, or a page's own `onCloseAutoFocus`, wins.
 */
export function DialogContent({
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const container = usePortalContainer();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal container={container}>
      <Overlay />
      <Content
        {...props}
        onOpenAutoFocus={(event) => {
          opener.current = whatOpened();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          opener.current = null;
          // After Radix's own handler (it runs once this one returns) has had its go.
          queueMicrotask(() => {
            if (back?.isConnected && focusLost()) back.focus();
          });
        }}
      >
        {children}
        {hideClose ? null : <CloseButton aria-label="Close">×</CloseButton>}
      </Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogTitle = styled(DialogPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  padding-right: ${({ theme }) => theme.space[8]};
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A form dialog's buttons: Cancel (closes, nothing sent) and the submit button, which says
 * `pendingLabel` and is disabled while the form is being sent. A form that confirms something that
 * cannot be taken back (a take-down with its reason) gives the submit button `submitVariant="danger"`.
 */
export function DialogFormActions({
  submitLabel,
  pendingLabel,
  pending,
  submitVariant = 'primary',
  style,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  submitVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  style?: ComponentProps<typeof DialogFooter>['style'];
}) {
  return (
    <DialogFooter style={style}>
      <DialogClose asChild>
        <Button type="button" variant="ghost">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={submitVariant} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
