import { useState } from 'react';
import { useGuidelinesConsent } from '../../guidelines/useGuidelinesConsent.js';

/** Where starting a discussion is: the guidelines (first time), the check-in, then the post. */
export type DiscussionStep = 'idle' | 'starting' | 'guidelines' | 'check-in' | 'post';

/**
 * SPEC §2/§4: a new discussion starts with the emotional check-in; the new-post dialog opens only
 * when it completes. Someone who has not agreed to the Community Guidelines is asked first: the
 * first time they join in, not on arrival, where the shell's quick check-in may already be open
 * (two modal dialogs from two remotes would hide each other from screen readers).
 */
export function useNewDiscussionFlow() {
  const consent = useGuidelinesConsent();
  const [step, setStep] = useState<DiscussionStep>('idle');
  // A click before the forum has said whether they agreed waits for the answer, so it never skips them.
  const current: DiscussionStep =
    step === 'starting' && consent.known ? (consent.needed ? 'guidelines' : 'check-in') : step;
  const leave = (from: DiscussionStep) => {
    if (current === from) setStep('idle');
  };

  return {
    step: current,
    start: () => setStep('starting'),
    guidelines: {
      open: current === 'guidelines',
      onOpenChange: (open: boolean) => {
        if (!open) leave('guidelines');
      },
      onAccept: () =>
        consent.accept.mutate(undefined, {
          onSuccess: () => setStep('check-in'),
        }),
      accepting: consent.accept.isPending,
    },
    checkIn: {
      open: current === 'check-in',
      onOpenChange: (open: boolean) => {
        if (!open) leave('check-in');
      },
      onComplete: () => setStep('post'),
    },
    post: {
      open: current === 'post',
      onOpenChange: (open: boolean) => {
        if (!open) leave('post');
      },
    },
  };
}
