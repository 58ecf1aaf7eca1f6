import { Stack, TextAreaField, type TextAreaFieldProps } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';

/**
 * A dialog that asks for one text (a reason, an edit, a message) and sends it: its title and
 * description, the field (whose error also says why sending failed), Cancel and the submit
 * button. `dialog` is what useDialogForm returns.
 */
export function WordsDialog({
  dialog,
  trigger,
  role,
  title,
  description,
  field,
  actions,
}: {
  dialog: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onCloseAutoFocus: (event: Event) => void;
    submit: FormEventHandler<HTMLFormElement>;
  };
  /** The control that opens it, inside its DialogTrigger. */
  trigger: ReactNode;
  /** "alertdialog" when the dialog confirms something that cannot be taken back. */
  role?: 'alertdialog';
  title: string;
  description: string;
  field: TextAreaFieldProps;
  actions: ComponentProps<typeof DialogFormActions>;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {trigger}
      {/* No role given keeps the dialog's own ("dialog"): an undefined one would erase it. */}
      <DialogContent {...(role ? { role } : {})} onCloseAutoFocus={dialog.onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={dialog.submit}>
          <Stack gap={4}>
            <TextAreaField {...field} />
            <DialogFormActions {...actions} />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
