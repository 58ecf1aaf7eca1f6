import { useState } from 'react';
import { useGuidelinesConsent } from '../../guidelines/useGuidelinesConsent.js';

/** Where starting a discussion is: the guidelines (first time), the check-in, then the post. */
export type DiscussionStep = 'idle' | 'guidelines' | 'check-in' | 'post';

/**
 * SPEC §2/§4: a new discussion starts with the emotional check-in; the new-post dialog opens only
 * when it completes. Someone who has not agreed to the Community Guidelines is asked first, and is
 * also asked once when they arrive.
 */
export function useNewDiscussionFlow() {
  const consent = useGuidelinesConsent();
  const [step, setStep] = useState<DiscussionStep>('idle');
  const [arrivalDismissed, setArrivalDismissed] = useState(false);
  const leave = (from: DiscussionStep) => setStep((current) => (current === from ? 'idle' : current));

  return {
    step,
    start: () => setStep(consent.needed ? 'guidelines' : 'check-in'),
    guidelines: {
      open: step === 'guidelines' || (step === 'idle' && consent.needed && !arrivalDismissed),
      onOpenChange: (open: boolean) => {
        if (open) return;
        setArrivalDismissed(true);
        leave('guidelines');
      },
      onAccept: () =>
        consent.accept.mutate(undefined, {
          onSuccess: () => setStep((current) => (current === 'guidelines' ? 'check-in' : current)),
        }),
      accepting: consent.accept.isPending,
    },
    checkIn: {
      open: step === 'check-in',
      onOpenChange: (open: boolean) => {
        if (!open) leave('check-in');
      },
      onComplete: () => setStep('post'),
    },
    post: {
      open: step === 'post',
      onOpenChange: (open: boolean) => {
        if (!open) leave('post');
      },
    },
  };
}
