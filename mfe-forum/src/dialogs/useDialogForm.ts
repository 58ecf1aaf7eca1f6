import { serverMessage } from '@heartwise/web-runtime';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReset,
} from 'react-hook-form';

/**
 * Where focus goes when a dialog closes after sending, looked up as it closes: the control that
 * opened it may have gone with what was sent. Nothing (or an element no longer on the page)
 * leaves focus to the dialog, which gives it back to that control.
 */
export type FocusAfterSending = () => HTMLElement | null | undefined;

/** What a dialog may do once its form is sent. */
export interface SentDialog<TValues extends FieldValues> {
  close: (focusAfter?: FocusAfterSending) => void;
  resetForm: UseFormReset<TValues>;
}

/**
 * A form in a dialog that sends one request: react-hook-form with the contracts' schema, a
 * react-query mutation, the dialog's open state, and the form and the failure cleared whenever
 * the person closes it, so it opens fresh.
 */
export function useDialogForm<TValues extends FieldValues, TSent, TResult>({
  form: formOptions,
  send,
  onSent,
  onFailed,
}: {
  /** The form's options; `defaultValues` are also what it goes back to when the dialog closes. */
  form: Omit<UseFormProps<TValues, unknown, TSent>, 'defaultValues'> & {
    defaultValues?: DefaultValues<TValues>;
  };
  send: (body: TSent) => Promise<TResult>;
  onSent: (result: TResult, dialog: SentDialog<TValues>) => void;
  /** A failure told some other way than under the field (a toast). */
  onFailed?: (error: Error) => void;
}) {
  const [open, setOpen] = useState(false);
  const focusAfter = useRef<FocusAfterSending | null>(null);
  const form = useForm<TValues, unknown, TSent>(formOptions);
  const close = (where?: FocusAfterSending) => {
    focusAfter.current = where ?? null;
    setOpen(false);
  };
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => onSent(result, { close, resetForm: form.reset }),
    ...(onFailed ? { onError: onFailed } : {}),
  });

  return {
    open,
    form,
    mutation,
    /** For the form's onSubmit: checks it, then sends it. */
    submit: form.handleSubmit((body) => mutation.mutate(body)),
    /** For the dialog's onOpenChange: the person opened or closed it. */
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) {
        form.reset(formOptions.defaultValues);
        mutation.reset();
      }
    },
    /** For the dialog content's onCloseAutoFocus. */
    onCloseAutoFocus: (event: Event) => {
      const target = focusAfter.current?.();
      focusAfter.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
    /** The field's own error, or else why sending failed, in the forum's words or `fallback`. */
    errorOf: (name: FieldPath<TValues>, fallback: string): string | undefined => {
      const own = form.getFieldState(name, form.formState).error?.message;
      if (own) return own;
      return mutation.isError ? serverMessage(mutation.error, fallback) : undefined;
    },
  };
}
