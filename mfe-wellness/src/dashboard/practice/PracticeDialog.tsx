import type { MicroActivity, MicroActivityCompletion, MicroActivityType } from '@heartwise/contracts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@heartwise/ui-kit/overlays';
import { useEffect, useRef, useState } from 'react';
import { ActivityChooser } from './ActivityChooser.js';
import { ActivityStep } from './ActivityStep.js';
import { practiceOf } from './activities.js';
import { PracticeSuccess } from './PracticeSuccess.js';

type View =
  | { step: 'chooser' }
  | { step: 'activity'; activity: MicroActivity }
  | { step: 'saved'; activity: MicroActivity; completion: MicroActivityCompletion };

function headingOf(view: View): { title: string; description: string } {
  switch (view.step) {
    case 'chooser':
      return { title: 'Choose a Practice', description: 'Pick one that feels right for you right now.' };
    case 'activity':
      return { title: view.activity.title, description: view.activity.description };
    case 'saved':
      return { title: 'Amazing Work!', description: `You completed the ${view.activity.title} practice.` };
  }
}

/**
 * The practice dialog (SPEC §4): chooser → an activity → saved → back to the chooser or closed.
 * Mount it with a new `key` for each opening so it always starts fresh.
 */
export function PracticeDialog({
  open,
  onOpenChange,
  start,
  onCheckIn,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open straight on this activity; the chooser when null. */
  start: MicroActivityType | null;
  /** The person asked for the post-practice check-in, for this practice's emotion session. */
  onCheckIn: (completion: MicroActivityCompletion) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [view, setView] = useState<View>(() =>
    start ? { step: 'activity', activity: practiceOf(start) } : { step: 'chooser' },
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: View) => {
    moved.current = true;
    setView(next);
  };
  // A new step replaces what had focus: start the reader at its title.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    titleRef.current?.focus();
  }, [view]);

  const close = () => onOpenChange(false);
  const { title, description } = headingOf(view);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle ref={titleRef} tabIndex={-1}>
          {title}
        </DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {view.step === 'chooser' ? (
          <ActivityChooser onChoose={(activity) => go({ step: 'activity', activity })} />
        ) : null}
        {view.step === 'activity' ? (
          <ActivityStep
            key={view.activity.type}
            activity={view.activity}
            onSkip={close}
            onSaved={(completion) => go({ step: 'saved', activity: view.activity, completion })}
          />
        ) : null}
        {view.step === 'saved' ? (
          <PracticeSuccess
            onBack={close}
            onKeepPracticing={() => go({ step: 'chooser' })}
            onCheckIn={() => onCheckIn(view.completion)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
