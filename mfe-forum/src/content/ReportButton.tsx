import { ReportRequest, reportReasons } from '@heartwise/contracts';
import { Button, FieldError, toast } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
  RadioGroup,
  RadioGroupItem,
} from '@heartwise/ui-kit/overlays';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { reportContent } from '../api/reports.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDialogForm } from '../dialogs/useDialogForm.js';
import { noun } from './threadPreview.js';

const Legend = styled.p`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/**
 * The reasons as a list, one a row, each its whole line: a sentence such as "I am worried about
 * their safety" reads on one line at 390 px and 1280 px instead of wrapping inside a chip.
 */
const Reasons = styled(RadioGroup)`
  flex-direction: column;
  flex-wrap: nowrap;
  & > label {
    min-width: 0;
    font-weight: 500;
  }
`;

/** The reasons to choose from, one of them required, and the dialog's buttons. */
function ReportForm({ kind, dialog }: { kind: ForumContent; dialog: ReturnType<typeof useReportDialog> }) {
  const legendId = useId();
  const errorId = useId();
  const {
    control,
    formState: { errors },
  } = dialog.form;

  return (
    <form noValidate onSubmit={dialog.submit} aria-label={`Why you are reporting this ${noun[kind]}`}>
      <Legend id={legendId}>What worries you about it?</Legend>
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <Reasons
            aria-labelledby={legendId}
            aria-describedby={errors.reason ? errorId : undefined}
            aria-required
            value={field.value ?? ''}
            onValueChange={field.onChange}
          >
            {reportReasons.map((reason) => (
              <RadioGroupItem key={reason} value={reason} label={reason} />
            ))}
          </Reasons>
        )}
      />
      {errors.reason?.message ? <FieldError id={errorId}>{errors.reason.message}</FieldError> : null}
      <DialogFormActions
        submitLabel="Send Report"
        pendingLabel="Sending..."
        pending={dialog.mutation.isPending}
        style={{ marginTop: '1.5rem' }}
      />
    </form>
  );
}

/** Looks as a disabled button does; it does nothing when pressed. */
const ReportedButton = styled(Button)`
  opacity: 0.6;
  cursor: not-allowed;
`;

/** Sends the report once; a failure is told in a toast, since the reasons have no text to show it under. */
function useReportDialog(kind: ForumContent, id: string, onReported: () => void) {
  // No reason is chosen at first, so the form's values cannot be read from its defaults.
  return useDialogForm<ReportRequest, ReportRequest, Awaited<ReturnType<typeof reportContent>>>({
    form: { resolver: zodResolver(ReportRequest) },
    send: (body: ReportRequest) => reportContent(kind, id, body),
    onSent: (_reported, { close }) => {
      toast({ title: 'Thank you. A moderator will take a look.' });
      close();
      onReported();
    },
    onFailed: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'Failed to send your report. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Reports someone else's post or reply to the moderators, once: the button says so afterwards,
 * and after a reload too (`reportedByMe`).
 */
export function ReportButton({
  kind,
  id,
  name,
  reportedByMe,
}: {
  kind: ForumContent;
  id: string;
  /** "Mia's post": the button says which post it reports. */
  name: string;
  reportedByMe: boolean;
}) {
  const [reportedNow, setReportedNow] = useState(false);
  const dialog = useReportDialog(kind, id, () => setReportedNow(true));
  const reported = useRef<HTMLButtonElement>(null);
  // The Report button is gone with the report: focus comes back to what stands in its place
  // (issue 19), never to the page's start.
  useEffect(() => {
    if (reportedNow) reported.current?.focus();
  }, [reportedNow]);

  if (reportedByMe || reportedNow) {
    return (
      <ReportedButton
        ref={reported}
        type="button"
        variant="secondary"
        size="sm"
        // aria-disabled, not disabled: it keeps focus after the dialog closes, and says it is done.
        aria-disabled="true"
        aria-label={`Reported ${name}`}
      >
        Reported
      </ReportedButton>
    );
  }
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm" aria-label={`Report ${name}`}>
          Report
        </Button>
      </DialogTrigger>
      <DialogContent onCloseAutoFocus={dialog.onCloseAutoFocus}>
        <DialogTitle>{`Report ${name}`}</DialogTitle>
        <DialogDescription>
          Tell us what worries you. A moderator will read it; the author is not told who reported it.
        </DialogDescription>
        <ReportForm kind={kind} dialog={dialog} />
      </DialogContent>
    </Dialog>
  );
}
