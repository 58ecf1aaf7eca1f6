import { ReportRequest, reportReasons } from '@heartwise/contracts';
import { Button, ChoiceField, toast } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ForumContent } from '../api/content.js';
import { reportContent } from '../api/reports.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { noun } from './threadPreview.js';

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: reason }));

function ReportForm({ kind, id, onReported }: { kind: ForumContent; id: string; onReported: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReportRequest) });
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
      <ChoiceField
        legend="What worries you about it?"
        options={reasonOptions}
        {...register('reason')}
        error={errors.reason?.message}
      />
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
      <Button type="button" variant="ghost" size="sm" disabled aria-label={`Reported ${name}`}>
        Reported
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={`Report ${name}`}>
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
