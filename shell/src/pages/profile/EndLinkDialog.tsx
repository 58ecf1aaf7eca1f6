import { Button, VisuallyHidden } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { useState } from 'react';

/**
 * 'End link' asks first: ending is not undone by a click (a new request and a new "yes" are
 * needed). Escape or 'Keep link' closes it; focus goes back to the button that opened it.
 */
export function EndLinkDialog({
  name,
  consequence,
  pending,
  onConfirm,
}: {
  /** Who the link is with. */
  name: string;
  /** What ending changes, for this side of the link. */
  consequence: string;
  pending: boolean;
  /** Ends the link; `done` closes the dialog once it has. */
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm">
          End link<VisuallyHidden> with {name}</VisuallyHidden>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>End your link with {name}?</DialogTitle>
        <DialogDescription>{consequence}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Keep link
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="danger"
            disabled={pending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {pending ? 'Ending...' : 'End link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
