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
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import type { ForumContent } from '../api/content.js';
import { reportContent } from '../api/reports.js';
import { zodResolver } from '@hookform/resolvers/zod';
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

function ReportForm({ kind, id, onReported }: { kind: ForumContent; id: string; onReported: () => void }) {
  const legendId = useId();
  const errorId = useId();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportRequest, unknown, ReportRequest>({ resolver: zodResolver(ReportRequest) });
  const report = useMutation({
    mutationFn: (body: ReportRequest) => reportContent(kind, id, body),
    onSuccess: () => {
      toast({ title: 'Thank you. A moderator will take a look.' });
      onReported();
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, 'Failed to send your report. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => report.mutate(body))}
      aria-label={`Why you are reporting this ${noun[kind]}`}
    >
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
        pending={report.isPending}
        style={{ marginTop: '1.5rem' }}
      />
    </form>
  );
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
  const [open, setOpen] = useState(false);
  const [reportedNow, setReportedNow] = useState(false);

  if (reportedByMe || reportedNow) {
    return (
      <Button type="button" variant="secondary" size="sm" disabled aria-label={`Reported ${name}`}>
        Reported
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm" aria-label={`Report ${name}`}>
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{`Report ${name}`}</DialogTitle>
        <DialogDescription>
          Tell us what worries you. A moderator will read it; the author is not told who reported it.
        </DialogDescription>
        <ReportForm
          kind={kind}
          id={id}
          onReported={() => {
            setOpen(false);
            setReportedNow(true);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
