import type { CheckInRequest, CheckInType, SupportNotice } from '@heartwise/contracts';
import {
  DEFAULT_INTENSITY,
  distressSupportNotice,
  intensityBand,
  needsSupport,
  quickEmotions,
  quickIntensityLabels,
} from '@heartwise/contracts';
import { Button, SupportNoticePanel, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Slider,
} from '@heartwise/ui-kit/overlays';
import { useCurrentUser, useHelplines } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { refreshAfterCheckIn, saveCheckInOrKeep } from '../api/checkins.js';
import { EmotionGrid } from '../checkins/EmotionGrid.js';
import { GatedButton } from '../checkins/GatedButton.js';
import { bandStyle } from '../checkins/intensityColours.js';
import { CHECK_IN_KEPT } from '../offline/keptWords.js';
import { HelpInOverlay } from './HelpInOverlay.js';

const Strength = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StrengthLabel = styled.label`
  font-weight: 600;
`;

const Reading = styled.p<{ $intensity: number }>`
  align-self: flex-start;
  padding: 0.125rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  ${({ $intensity }) => bandStyle(intensityBand($intensity))}
`;

const NotSaved = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
`;

/** Saving failed: said kindly, never the server's words, and never a reason to stay stuck here. */
export const NOT_SAVED_MESSAGE =
  "We couldn't save that just now. That's okay — you can carry on and check in later.";
/** Saving has not answered for a while: the way on is offered before it gives up. */
export const SLOW_SAVE_MESSAGE = 'This is taking longer than it should. You can carry on and check in later.';
/** How long a save may take before the youth is offered to carry on without it. */
export const SAVE_PATIENCE_MS = 8000;

const quickLabel = (intensity: number) => quickIntensityLabels[intensity - 1] ?? '';

// This dialog must be answered: Escape and clicks outside do nothing.
const stayOpen = (event: Event) => event.preventDefault();

export interface QuickCheckInDialogProps {
  open: boolean;
  checkInType: CheckInType;
  /** Runs once the check-in is saved, or passed over after saving failed; its owner then closes it. */
  onDone: () => void;
}

/** The dialog's answers. It lives inside the dialog's content, which unmounts on close: fresh on each open. */
function QuickCheckInForm({
  saving,
  notSaved,
  onSubmit,
  onContinue,
}: {
  saving: boolean;
  /** The last save failed, or is taking too long: the youth may try again or carry on without it. */
  notSaved: 'failed' | 'slow' | null;
  onSubmit: (emotion: string, intensity: number) => void;
  onContinue: () => void;
}) {
  const sliderLabel = useId();
  const [emotion, setEmotion] = useState<string | null>(null);
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);

  const submit = () => {
    if (saving) return;
    if (!emotion) {
      toast({ title: 'Please select an emotion', description: 'Tap one of the emotions above.' });
      return;
    }
    onSubmit(emotion, intensity);
  };

  return (
    <>
      <EmotionGrid emotions={quickEmotions} selected={emotion} onSelect={setEmotion} label="Emotions" />
      {emotion ? (
        <Strength>
          <StrengthLabel id={sliderLabel}>How strong is it?</StrengthLabel>
          <Slider
            value={intensity}
            onValueChange={setIntensity}
            min={1}
            max={10}
            step={1}
            labelledBy={sliderLabel}
            valueText={(value) => `${value}, ${quickLabel(value)}`}
          />
          <Reading $intensity={intensity} data-band={intensityBand(intensity)} aria-hidden="true">
            {intensity}/10 · {quickLabel(intensity)}
          </Reading>
        </Strength>
      ) : null}
      {notSaved ? (
        <NotSaved role="alert">{notSaved === 'failed' ? NOT_SAVED_MESSAGE : SLOW_SAVE_MESSAGE}</NotSaved>
      ) : null}
      <DialogFooter>
        {notSaved ? (
          <Button type="button" variant="secondary" onClick={onContinue}>
            Continue without saving
          </Button>
        ) : null}
        <GatedButton type="button" aria-disabled={!emotion} disabled={saving} onClick={submit}>
          {saving ? 'Saving...' : 'Complete Check-in'}
        </GatedButton>
      </DialogFooter>
    </>
  );
}

/**
 * SPEC §2 global quick check-in: 15 emotions first, the 1–10 slider once one is chosen. No close
 * button, not dismissible: it closes when the check-in is saved, or, if saving fails, when the
 * youth chooses to continue without it (issue 14: a check-in never stands between a youth and
 * the rest of Heartwise). "Get help now" is always inside. Saved as prompted: the app asked.
 * Fresh each time it opens.
 */
export function QuickCheckInDialog({ open, checkInType, onDone }: QuickCheckInDialogProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<SupportNotice | null>(null);
  const [notSaved, setNotSaved] = useState<'failed' | 'slow' | null>(null);

  const accountId = useCurrentUser().data?.id;
  const { helplines } = useHelplines();

  const save = useMutation({
    // Runs with no connection too: a kept check-in must reach the device, not wait in memory.
    networkMode: 'always',
    mutationFn: (body: CheckInRequest) => saveCheckInOrKeep(body, accountId),
    onMutate: () => setNotSaved(null),
    onSuccess: (result, body) => {
      if (result.kept) {
        // Support must not wait for a connection: the same rule as the server's, shown at once.
        setNotice(
          needsSupport(body.emotionLabel, body.intensity ?? body.emotionRating)
            ? distressSupportNotice(helplines)
            : null,
        );
        toast({ ...CHECK_IN_KEPT, variant: 'success' });
        onDone();
        return;
      }
      setNotice(result.reply.support ?? null);
      toast({
        title: 'Thank you for checking in!',
        description: 'Your feelings have been recorded.',
        variant: 'success',
      });
      void refreshAfterCheckIn(queryClient);
      onDone();
    },
    onError: () => setNotSaved('failed'),
  });

  // A save that never answers must not hold the youth here either.
  useEffect(() => {
    if (!save.isPending) return;
    const patience = setTimeout(() => setNotSaved('slow'), SAVE_PATIENCE_MS);
    return () => clearTimeout(patience);
  }, [save.isPending]);

  const continueWithoutSaving = () => {
    setNotSaved(null);
    onDone();
  };

  return (
    <>
      <Dialog open={open}>
        <DialogContent hideClose onEscapeKeyDown={stayOpen} onInteractOutside={stayOpen}>
          <DialogTitle>How are you feeling?</DialogTitle>
          <DialogDescription>Take a moment to check in with yourself</DialogDescription>
          <HelpInOverlay />
          <QuickCheckInForm
            saving={save.isPending}
            notSaved={notSaved}
            onContinue={continueWithoutSaving}
            onSubmit={(emotion, intensity) =>
              save.mutate({
                emotionLabel: emotion,
                emotionRating: intensity,
                intensity,
                checkInType,
                notes: '',
                prompted: true,
              })
            }
          />
        </DialogContent>
      </Dialog>
      {notice ? <SupportNoticePanel floating notice={notice} onDismiss={() => setNotice(null)} /> : null}
    </>
  );
}
