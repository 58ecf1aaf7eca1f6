import { Button, GET_HELP_NOW, HELP_INTRO } from '@heartwise/ui-kit';
import type { ButtonSize, ButtonVariant } from '@heartwise/ui-kit';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../components/Dialog.js';

export interface HelplinesDialogProps {
  /** Open at once: the header loads the dialog on first use, when it has already been asked for. */
  defaultOpen?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The list: web-runtime's `<Helplines />` (the deployment's, read when the dialog opens). */
  children: ReactNode;
}

/**
 * "Get help now": a button and the dialog it opens, around the list it is given (web-runtime's
 * `Helplines`: the deployment's helplines, the built-in list when they cannot be read). Inside another dialog it opens on top of it (Radix
 * nests them: Escape and its close button shut this one only), which is why a must-answer overlay carries its
 * own: a modal makes the rest of the page, header included, unreachable.
 */
export function HelplinesDialog({
  defaultOpen = false,
  variant = 'secondary',
  size = 'sm',
  children,
}: HelplinesDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={variant} size={size}>
          {GET_HELP_NOW}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{GET_HELP_NOW}</DialogTitle>
        <DialogDescription>{HELP_INTRO}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
