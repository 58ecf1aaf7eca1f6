import type { CheckInType, SupportNotice } from '@heartwise/contracts';
import { DEFAULT_INTENSITY, intensityBand, quickEmotions, quickIntensityLabels } from '@heartwise/contracts';
import { serverMessage, SupportNoticePanel, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Slider,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { refreshAfterCheckIn, saveCheckIn } from '../api/checkins.js';
import { EmotionGrid } from '../checkins/EmotionGrid.js';
import { GatedButton } from '../checkins/GatedButton.js';
import { bandStyle } from '../checkins/intensityColours.js';
import { handleUnauthorized } from '@heartwise/ui-kit';

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

const quickLabel = (intensity: number) => quickIntensityLabels[intensity - 1] ?? '';

// This dialog must be answered: Escape and clicks outside do nothing.
const stayOpen = (event: Event) => event.preventDefault();

export interface QuickCheckInDialogProps {
  open: boolean;
  checkInType: CheckInType;
  /** Runs once the check-in is saved; the dialog is then closed by its owner. */
  onSaved: () => void;
}

/** The dialog's answers. It lives inside the dialog's content, which unmounts on close: fresh on each open. */
function QuickCheckInForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (emotion: string, intensity: number) => void;
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
      <DialogFooter>
        <GatedButton type="button" aria-disabled={!emotion} disabled={saving} onClick={submit}>
          {saving ? 'Saving...' : 'Complete Check-in'}
        </GatedButton>
      </DialogFooter>
    </>
  );
}

/**
 * SPEC §2 global quick check-in: 15 emotions first, the 1–10 slider once one is chosen. No close
 * button, not dismissible: it closes when the check-in is saved. Fresh each time it opens.
 */
export function QuickCheckInDialog({ open, checkInType, onSaved }: QuickCheckInDialogProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<SupportNotice | null>(null);

  const save = useMutation({
    mutationFn: saveCheckIn,
    onSuccess: (saved) => {
      setNotice(saved.support ?? null);
      toast({
        title: 'Thank you for checking in!',
        description: 'Your feelings have been recorded.',
        variant: 'success',
      });
      void refreshAfterCheckIn(queryClient);
      onSaved();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: 'Something went wrong',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <>
      <Dialog open={open}>
        <DialogContent hideClose onEscapeKeyDown={stayOpen} onInteractOutside={stayOpen}>
          <DialogTitle>How are you feeling?</DialogTitle>
          <DialogDescription>Take a moment to check in with yourself</DialogDescription>
          <QuickCheckInForm
            saving={save.isPending}
            onSubmit={(emotion, intensity) =>
              save.mutate({
                emotionLabel: emotion,
                emotionRating: intensity,
                intensity,
                checkInType,
                notes: '',
              })
            }
          />
        </DialogContent>
      </Dialog>
      {notice ? <SupportNoticePanel floating notice={notice} onDismiss={() => setNotice(null)} /> : null}
    </>
  );
}
