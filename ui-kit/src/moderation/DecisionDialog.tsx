import type { ModerationActionRequest, ModerationDecision, ModerationItem } from '@heartwise/contracts';
import { decisionLabel, decisionRules, needsRiskConfirmation } from '@heartwise/contracts';
import type { ReactElement } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@heartwise/ui-kit/overlays';
import { useState } from 'react';
import { DecisionForm } from './DecisionForm.js';
import { RiskConfirmationDialog } from './RiskConfirmationDialog.js';
import type { DecisionSending } from './decisionSending.js';

type Step = 'closed' | 'asking' | 'risk';

/**
 * A decision that asks before it is sent: its effect, the words it needs, and — for crisis content
 * going public — a second dialog that names the risk, after which the request carries `confirmRisk`.
 * `trigger` is the decision's button.
 */
export function DecisionDialog({
  decision,
  item,
  trigger,
  sending,
}: {
  decision: ModerationDecision;
  item: ModerationItem;
  trigger: ReactElement;
  sending: DecisionSending;
}) {
  const [step, setStep] = useState<Step>('closed');
  const [asked, setAsked] = useState<ModerationActionRequest>({});
  const label = decisionLabel(decision, item);
  const send = (request: ModerationActionRequest) =>
    sending.mutate({ itemId: item.id, decision, request }, { onSuccess: () => setStep('closed') });

  return (
    <>
      <Dialog open={step === 'asking'} onOpenChange={(open) => setStep(open ? 'asking' : 'closed')}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent role={decisionRules[decision].destructive ? 'alertdialog' : 'dialog'}>
          <DialogTitle>{decision === 'request-edit' ? 'Request an edit' : `${label}?`}</DialogTitle>
          <DialogDescription>{decisionRules[decision].effect}</DialogDescription>
          <DecisionForm
            decision={decision}
            item={item}
            pending={sending.isPending}
            onSubmit={(request) => {
              if (!needsRiskConfirmation(decision, item.kind)) return send(request);
              setAsked(request);
              setStep('risk');
            }}
          />
        </DialogContent>
      </Dialog>
      <RiskConfirmationDialog
        open={step === 'risk'}
        confirmLabel={label}
        pending={sending.isPending}
        onCancel={() => setStep('closed')}
        onConfirm={() => send({ ...asked, confirmRisk: true })}
      />
    </>
  );
}
