import { Button, GET_HELP_NOW, HELP_INTRO, HelplineList, Spinner, useHelplines } from '@heartwise/ui-kit';
import type { ButtonSize, ButtonVariant } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../components/Dialog.js';

function Helplines() {
  const { helplines, loading } = useHelplines();
  return loading ? (
    <Spinner label="Finding people you can reach..." showLabel />
  ) : (
    <HelplineList helplines={helplines} />
  );
}

export interface HelplinesDialogProps {
  /** Open at once: the header loads the dialog on first use, when it has already been asked for. */
  defaultOpen?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Get help now": a button and the dialog it opens, listing the deployment's helplines (the
 * built-in list when they cannot be read). Inside another dialog it opens on top of it (Radix
 * nests them: Escape and its close button shut this one only), which is why a must-answer overlay carries its
 * own: a modal makes the rest of the page, header included, unreachable.
 */
export function HelplinesDialog({
  defaultOpen = false,
  variant = 'secondary',
  size = 'sm',
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
        <Helplines />
      </DialogContent>
    </Dialog>
  );
}
