import type { CheckInRequest, SavedCheckIn, SupportNotice } from '@heartwise/contracts';
import { dashboardEmotions, DEFAULT_INTENSITY } from '@heartwise/contracts';
import type { EmotionCheckInDialogProps } from '@heartwise/web-runtime';
import { Button, SupportNoticePanel, toast } from '@heartwise/ui-kit';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshAfterCheckIn, saveCheckIn } from '../api/checkins.js';
import { toastFailure } from '@heartwise/web-runtime';
import { EmotionGrid } from './EmotionGrid.js';
import { GatedButton } from './GatedButton.js';
import { IntensityPicker } from './IntensityPicker.js';

// A modal the person must answer keeps Escape and outside clicks from closing it.
const stayOpen = (event: Event) => event.preventDefault();

/**
 * SPEC §2 emotion check-in (dashboard and forum flow): 27 emotions, intensity 1–10 with its labels
 * and colour bands, 'Maybe Later' when closable. Support words from the reply show beside the page
 * after the dialog closes; the check-in is saved either way.
 */
export function EmotionCheckInDialog({
  open,
  onOpenChange,
  onComplete,
  closable = true,
  checkInType = 'pre',
  sessionId,
  prompted = false,
}: EmotionCheckInDialogProps) {
  const queryClient = useQueryClient();
  const [emotion, setEmotion] = useState<string | null>(null);
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  const [notice, setNotice] = useState<SupportNotice | null>(null);

  const save = useMutation({
    mutationFn: saveCheckIn,
    onSuccess: (saved: SavedCheckIn) => {
      setEmotion(null);
      setIntensity(DEFAULT_INTENSITY);
      setNotice(saved.support ?? null);
      toast({
        title: 'Thank you for checking in!',
        // A 'pre' check-in is the one that opens the forum (SPEC §8); one after a practice is not
        // (issue 19: "You can now start a new discussion" after a practice read as a non sequitur).
        description:
          checkInType === 'pre' ? 'You can now start a new discussion.' : 'Your feelings have been recorded.',
        variant: 'success',
      });
      void refreshAfterCheckIn(queryClient);
      onOpenChange(false);
      onComplete?.(saved);
    },
    onError: (error) => {
      // SPEC §8: the server's words are not shown here, only the kind generic sentence.
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to save check-in. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = () => {
    if (save.isPending) return;
    if (!emotion) {
      toast({ title: 'Please select an emotion', description: "Choose how you're feeling right now." });
      return;
    }
    const body: CheckInRequest = {
      emotionLabel: emotion,
      emotionRating: intensity,
      intensity,
      checkInType,
      notes: '',
      prompted,
    };
    if (sessionId !== undefined) body.sessionId = sessionId;
    save.mutate(body);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (closable || next) && onOpenChange(next)}>
        <DialogContent
          hideClose={!closable}
          style={{ maxWidth: '42rem' }}
          onEscapeKeyDown={closable ? undefined : stayOpen}
          onInteractOutside={closable ? undefined : stayOpen}
        >
          <DialogTitle>How are you feeling right now?</DialogTitle>
          <DialogDescription>Choose an emotion and rate how strong it feels.</DialogDescription>
          <EmotionGrid
            emotions={dashboardEmotions}
            selected={emotion}
            onSelect={setEmotion}
            label="Emotions"
          />
          <IntensityPicker value={intensity} onChange={setIntensity} legend="How strong is it?" />
          <DialogFooter>
            {closable ? (
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Maybe Later
                </Button>
              </DialogClose>
            ) : null}
            <GatedButton type="button" aria-disabled={!emotion} disabled={save.isPending} onClick={submit}>
              {save.isPending ? 'Saving...' : 'Complete Check-in'}
            </GatedButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {notice ? <SupportNoticePanel floating notice={notice} onDismiss={() => setNotice(null)} /> : null}
    </>
  );
}
