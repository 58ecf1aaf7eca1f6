import { AskForHelpRequest } from '@heartwise/contracts';
import { Button, Stack, TextAreaField } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { askForHelp, type ForumContent } from '../api/content.js';
import { noun } from '../content/threadPreview.js';

type Words = { message?: string | undefined };

/**
 * "I'd like to talk to someone": the author of a post kept private with support asks a moderator
 * to reach out, with their own words if they want to add any.
 */
export function AskForHelpDialog({
  kind,
  id,
  onAsked,
  focusAfterAsking,
}: {
  kind: ForumContent;
  id: string;
  onAsked: () => void;
  /** Where focus goes once it is sent: this button is gone by then. */
  focusAfterAsking: () => void;
}) {
  const [open, setOpen] = useState(false);
  const sent = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Words, unknown, AskForHelpRequest>({
    resolver: zodResolver(AskForHelpRequest),
    defaultValues: { message: '' },
  });
  const ask = useMutation({
    // Nothing typed: no message at all, rather than an empty one.
    mutationFn: ({ message }: AskForHelpRequest) => askForHelp(kind, id, message ? { message } : {}),
    onSuccess: () => {
      sent.current = true;
      setOpen(false);
      onAsked();
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          ask.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" style={{ alignSelf: 'flex-start' }}>
          I'd like to talk to someone
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!sent.current) return;
          event.preventDefault();
          focusAfterAsking();
        }}
      >
        <DialogTitle>Talk to someone</DialogTitle>
        <DialogDescription>
          {`A moderator will read your ${noun[kind]} and follow up with you here. You can add a few words, or just send this.`}
        </DialogDescription>
        <form noValidate onSubmit={handleSubmit((body) => ask.mutate(body))}>
          <Stack gap={4}>
            <TextAreaField
              label="Anything you would like them to know (optional)"
              rows={4}
              {...register('message')}
              error={
                errors.message?.message ??
                (ask.isError
                  ? serverMessage(ask.error, 'We could not send this. Please try again.')
                  : undefined)
              }
            />
            <DialogFormActions submitLabel="Ask for help" pendingLabel="Sending..." pending={ask.isPending} />
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
