import { CRISIS_RISK_CONFIRMATION } from '@heartwise/contracts';
import { Button, CheckboxField } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useState } from 'react';

interface Confirming {
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** The tick and the button; mounted only while the dialog is open, so every opening starts unticked. */
function Confirmation({ confirmLabel, pending, onConfirm }: Confirming) {
  const [understood, setUnderstood] = useState(false);
  return (
    <>
      <CheckboxField
        label="I have read this, and it is safe and supportive to share"
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="button" variant="danger" disabled={!understood || pending} onClick={onConfirm}>
          {pending ? 'Sending...' : confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The second, explicit confirmation crisis content needs before anyone else may read it: it names
 * the risk, and nothing is sent until the moderator ticks that they read it and then confirms.
 */
export function RiskConfirmationDialog({
  open,
  onCancel,
  ...confirming
}: Confirming & { open: boolean; onCancel: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>Other young people will read it</DialogTitle>
        <DialogDescription>{CRISIS_RISK_CONFIRMATION}</DialogDescription>
        <Confirmation {...confirming} />
      </DialogContent>
    </Dialog>
  );
}
