import type { CheckInRequest } from '@heartwise/contracts';
import { DEFAULT_INTENSITY, intensityLabel } from '@heartwise/contracts';
import { Button, Label, TextField, toast } from '@heartwise/ui-kit';
import { toastFailure } from '@heartwise/web-runtime';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Slider,
} from '@heartwise/ui-kit/overlays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { refreshAfterCheckIn, saveCheckIn } from '../api/checkins.js';
import { completeSession } from '../api/sessions.js';
import { HelpInOverlay } from './HelpInOverlay.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

interface Answers {
  label: string;
  rating: number;
  reflection: string;
  notes: string;
}
const blank: Answers = { label: '', rating: DEFAULT_INTENSITY, reflection: '', notes: '' };

/**
 * The post-post check-in first, then the session is complete: both, or the person is told. A retry
 * after the check-in was saved only completes the session (`saved` remembers it).
 */
async function reflect(sessionId: string, answers: Answers, saved: Set<string>): Promise<void> {
  if (saved.has(sessionId)) return void (await completeSession(sessionId));
  const body: CheckInRequest = {
    sessionId,
    checkInType: 'post-post',
    emotionLabel: answers.label.trim(),
    emotionRating: answers.rating,
    notes: answers.notes.trim(),
    // The app asked for it: figures for parents and staff count it apart from chosen check-ins.
    prompted: true,
  };
  if (answers.reflection.trim()) body.reflection = answers.reflection.trim();
  await saveCheckIn(body);
  saved.add(sessionId);
  await completeSession(sessionId);
}

export interface ReflectionDialogProps {
  /** The session to reflect on; null keeps the dialog closed. */
  sessionId: string | null;
  /** The session is answered (reflected on or skipped): show the next one, or none. */
  onDone: () => void;
}

/**
 * SPEC §2/§4 reflection: a while after a practice, how the person feels now, in their own words.
 * Complete saves a post-post check-in (prompted) and completes the session; Skip or closing
 * completes it without one. "Get help now" is always inside.
 */
export function ReflectionDialog({ sessionId, onDone }: ReflectionDialogProps) {
  const queryClient = useQueryClient();
  const ids = { rating: useId(), reflection: useId(), notes: useId() };
  const [answers, setAnswers] = useState<Answers>(blank);
  const saved = useRef(new Set<string>());
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const finish = () => {
    setAnswers(blank);
    onDone();
  };

  const submit = useMutation({
    mutationFn: ({ id, given }: { id: string; given: Answers }) => reflect(id, given, saved.current),
    onSuccess: async () => {
      // SPEC §7: after a reflection, /api/emotional-checkins is refreshed.
      await refreshAfterCheckIn(queryClient);
      finish();
      toast({
        title: 'Check-in Complete',
        description: 'Thank you for completing your post-session reflection!',
        variant: 'success',
      });
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to submit check-in. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const skip = () => {
    if (!sessionId || submit.isPending) return;
    void completeSession(sessionId).catch((error: unknown) => {
      // Still active on the server, so it is simply offered again later.
      console.error('Could not complete the emotion session', error);
    });
    finish();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || !answers.label.trim() || submit.isPending) return;
    submit.mutate({ id: sessionId, given: answers });
  };

  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => !open && skip()}>
      <DialogContent>
        <DialogTitle>How are you feeling now?</DialogTitle>
        <DialogDescription>
          A little while after your practice, take a moment to notice how you feel.
        </DialogDescription>
        <HelpInOverlay />
        <Form onSubmit={onSubmit} aria-label="Your reflection">
          <TextField
            label="Name the feeling"
            name="emotionLabel"
            placeholder="e.g., calm, happy, proud, peaceful"
            value={answers.label}
            maxLength={60}
            onChange={(event) => set('label', event.target.value)}
            required
          />
          <Field>
            <Label id={ids.rating}>How strong is it?</Label>
            <Slider
              value={answers.rating}
              onValueChange={(value) => set('rating', value)}
              min={1}
              max={10}
              step={1}
              labelledBy={ids.rating}
              valueText={(value) => `${value}, ${intensityLabel(value)}`}
            />
            <p aria-hidden="true">
              {answers.rating}/10 · {intensityLabel(answers.rating)}
            </p>
          </Field>
          <Field>
            <Label htmlFor={ids.reflection}>Reflection (optional)</Label>
            <TextArea
              id={ids.reflection}
              value={answers.reflection}
              maxLength={2000}
              placeholder="What did you notice after your practice?"
              onChange={(event) => set('reflection', event.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor={ids.notes}>Additional notes (optional)</Label>
            <TextArea
              id={ids.notes}
              value={answers.notes}
              maxLength={2000}
              onChange={(event) => set('notes', event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={skip} disabled={submit.isPending}>
              Skip
            </Button>
            <Button type="submit" disabled={!answers.label.trim() || submit.isPending}>
              {submit.isPending ? 'Saving...' : 'Complete'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
