import { Button, FieldError } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
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
  /** The button that opens it (rendered as the dialog's trigger, so focus returns to it). */
  trigger: ReactNode;
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

/** "Are you sure?" before something that cannot be taken back: nothing is sent until it is confirmed. */
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
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
