import type { ActivationCodeBatch, OrgPerson } from '@heartwise/contracts';
import { Button, FieldError, formatDate, Stack } from '@heartwise/ui-kit';
import { serverMessage } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useMutation } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { resendActivation } from '../../api/activation.js';
import { PrintableSlips } from '../../components/PrintableSlips.js';
import { activationAddress, ENTER_CODE_HINT } from '../../components/slips.js';

const Code = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

function NewCode({ batch }: { batch: ActivationCodeBatch }) {
  const slip = batch.slips[0];
  if (!slip) return <DialogDescription>There was no code to make.</DialogDescription>;
  return (
    <Stack gap={3}>
      <DialogDescription>
        {`Here is the new code. It is shown only this once: print it or write it down. Their earlier code no longer works.`}
      </DialogDescription>
      <Code>{slip.code}</Code>
      <p>{`Username ${slip.username}. Go to ${activationAddress(slip.role)} ${ENTER_CODE_HINT}. Use it by ${formatDate(slip.expiresAt)}.`}</p>
      <PrintableSlips slips={batch.slips} />
    </Stack>
  );
}

/** "Resend activation": a fresh code for one person, shown once, with a print button. */
export function ResendActivationDialog({
  person,
  onClose,
}: {
  person: OrgPerson | null;
  onClose: () => void;
}) {
  const resend = useMutation({
    mutationFn: (userId: string) => resendActivation(userId),
  });
  const close = () => {
    // The code leaves memory with the dialog: it is shown once.
    resend.reset();
    onClose();
  };

  return (
    <Dialog
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent>
        <DialogTitle>{person ? `Resend activation for ${person.name}` : 'Resend activation'}</DialogTitle>
        {resend.data ? (
          <NewCode batch={resend.data} />
        ) : (
          <DialogDescription>
            {`This makes a new activation code for ${person?.name ?? 'them'}. Their earlier code stops working.`}
          </DialogDescription>
        )}
        {resend.isError ? (
          <FieldError>
            {serverMessage(resend.error, 'Failed to make a new code. Please try again.')}
          </FieldError>
        ) : null}
        <DialogFooter>
          {resend.data ? (
            <>
              <Button type="button" variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="button"
                disabled={resend.isPending || person === null}
                onClick={() => {
                  if (person) resend.mutate(person.userId);
                }}
              >
                {resend.isPending ? 'Making a code...' : 'Make a new code'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
