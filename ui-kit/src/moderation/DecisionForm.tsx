import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import {
  decisionLabel,
  decisionNeedsReason,
  decisionRules,
  DecisionReasonForm,
  ModerationActionRequest as ActionRequest,
  needsRiskConfirmation,
  RequestEditForm,
} from '@heartwise/contracts';
import { Button, Stack, TextAreaField } from '@heartwise/ui-kit';
import { DialogClose, DialogFooter } from '@heartwise/ui-kit/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

/** Words the decision may carry when nothing is required: a note for the record, a message to the author. */
const OptionalWords = ActionRequest.pick({ notes: true, messageToAuthor: true });

const messageHint: Partial<Record<ModerationDecision, string>> = {
  support: 'They see it with people they can talk to and a way to ask for help.',
  'request-edit': 'They see it beside their post, and can edit it.',
};

function DecisionFooter({
  submitLabel,
  danger,
  pending,
}: {
  submitLabel: string;
  danger: boolean;
  pending: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="ghost">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
        {pending ? 'Sending...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** Request Edit: what the author should change (required: they read it). */
function RequestEditFields({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (request: ModerationActionRequest) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RequestEditForm), defaultValues: { messageToAuthor: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={4}>
        <TextAreaField
          label="What should the author change?"
          rows={4}
          hint={messageHint['request-edit']}
          {...register('messageToAuthor')}
          error={errors.messageToAuthor?.message}
        />
        <DecisionFooter submitLabel="Send to the author" danger={false} pending={pending} />
      </Stack>
    </form>
  );
}

/**
 * Any other decision that asks first: why (required to take down or bring back what a decision
 * settled, else optional) and, where the rule allows it, a message to the author.
 */
function ReasonFields({
  decision,
  item,
  pending,
  onSubmit,
}: {
  decision: ModerationDecision;
  item: ModerationItem;
  pending: boolean;
  onSubmit: (request: ModerationActionRequest) => void;
}) {
  const rule = decisionRules[decision];
  const reasonRequired = decisionNeedsReason(decision, item);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reasonRequired ? DecisionReasonForm : OptionalWords),
    defaultValues: { notes: '', messageToAuthor: '' },
  });
  const risky = needsRiskConfirmation(decision, item.kind);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={4}>
        <TextAreaField
          label={reasonRequired ? 'Why? (for the record)' : 'Why? (for the record, optional)'}
          rows={3}
          hint="Moderators and administrators see it in the item's history; the author does not."
          {...register('notes')}
          error={errors.notes?.message}
        />
        {rule.messageToAuthor === 'none' ? null : (
          <TextAreaField
            label="A message to the author (optional)"
            rows={3}
            hint={messageHint[decision] ?? 'They see it with what happened to their post.'}
            {...register('messageToAuthor')}
            error={errors.messageToAuthor?.message}
          />
        )}
        <DecisionFooter
          submitLabel={risky ? 'Continue' : decisionLabel(decision, item)}
          danger={rule.destructive}
          pending={pending}
        />
      </Stack>
    </form>
  );
}

/** The form inside a decision's dialog; `onSubmit` gets what the decision should carry. */
export function DecisionForm(props: {
  decision: ModerationDecision;
  item: ModerationItem;
  pending: boolean;
  onSubmit: (request: ModerationActionRequest) => void;
}) {
  return props.decision === 'request-edit' ? (
    <RequestEditFields pending={props.pending} onSubmit={props.onSubmit} />
  ) : (
    <ReasonFields {...props} />
  );
}
