import { Button } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

/** The seven Community Guidelines (SPEC §2). */
export const guidelines = [
  {
    title: 'Be Kind and Compassionate',
    text: 'Speak to others the way you would like someone to speak to you on a hard day.',
  },
  { title: "Respect Everyone's Experience", text: 'Feelings are real even when they differ from yours.' },
  { title: 'Support Each Other', text: 'Listen first, and offer encouragement rather than judgement.' },
  { title: 'Be Patient', text: 'Everyone heals and grows at their own pace.' },
  {
    title: 'Protect Privacy',
    text: 'Keep what people share here confidential, and never share personal details.',
  },
  { title: 'Use Supportive Language', text: 'Choose words that lift people up.' },
  {
    title: 'No Harassment or Harmful Comments',
    text: 'Hurtful posts may lead to removal from the community.',
  },
] as const;

export const CONSENT_LABEL = 'I have read and agree to follow the Community Guidelines...';

const Rules = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 400px;
  overflow-y: auto;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-height: 500px;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: 600;
  cursor: pointer;
  input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface GuidelinesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given when the person is asked to agree: the consent checkbox then enables the join button. */
  onAccept?: () => void;
  accepting?: boolean;
}

/** The Community Guidelines; with `onAccept`, the consent a member gives before joining in. */
export function GuidelinesDialog({ open, onOpenChange, onAccept, accepting = false }: GuidelinesDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const consentId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Community Guidelines</DialogTitle>
        <DialogDescription>
          Pause and Post is a caring space. These guidelines keep it that way.
        </DialogDescription>
        {/* Focusable so keyboard users can scroll the list. */}
        <Rules tabIndex={0} aria-label="Guidelines">
          {guidelines.map((rule) => (
            <li key={rule.title}>
              <strong>{rule.title}</strong>
              <span>{rule.text}</span>
            </li>
          ))}
        </Rules>
        {onAccept ? (
          <>
            <Consent htmlFor={consentId}>
              <input
                id={consentId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              {CONSENT_LABEL}
            </Consent>
            <DialogFooter>
              <Button type="button" disabled={!agreed || accepting} onClick={onAccept}>
                {accepting ? 'Joining...' : 'Join Our Caring Community'}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The header's Guidelines button: the rules to read, nothing to agree to. */
export function GuidelinesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Guidelines
      </Button>
      <GuidelinesDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
