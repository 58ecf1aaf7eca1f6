import { Button, FieldError } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './Dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opens it (rendered as the dialog's trigger, so focus returns to it). Leave it
   * out when a page opens the dialog itself (a table row's button): focus then returns to whatever
   * had it when the dialog opened.
   */
  trigger?: ReactNode;
  title: string;
  /** What happens, in one or two sentences. */
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The way back, e.g. "Keep request" (default "Cancel"). */
  cancelLabel?: string;
  pending: boolean;
  /** Why it did not work, in the page's words; the dialog stays open. */
  error?: string | undefined;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before something that cannot be taken back: nothing is sent until it is confirmed.
 * An alert dialog named by its title and described by its description; Escape, Cancel and × answer
 * no; the confirm button is disabled while the answer is being sent.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  // Radix returns focus only to its own trigger; without one, to what opened the dialog.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={() => {
          const focused = document.activeElement;
          opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
        }}
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          opener.current = null;
          if (trigger || !back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? <FieldError>{error}</FieldError> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="button" variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
