import type { MicroActivity, MicroActivityCompletion, VerifyAnswer } from '@heartwise/contracts';
import { composeVerifyResponse, verifyPrompts } from '@heartwise/contracts';
import { Button, toast } from '@heartwise/ui-kit';
import { DialogFooter } from '@heartwise/ui-kit/overlays';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { ResponseField } from './ResponseField.js';
import { useSavePractice } from './useSavePractice.js';
import { VerifyQuestion } from './VerifyQuestion.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const WaitingForAnswer = styled.p`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One practice's prompt and answer (SPEC §4, §5). Verify asks its yes/no question first; its text
 * step shows only after an answer. 'Skip' leaves without saving.
 */
export function ActivityStep({
  activity,
  onSkip,
  onSaved,
}: {
  activity: MicroActivity;
  onSkip: () => void;
  onSaved: (completion: MicroActivityCompletion) => void;
}) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);
  const save = useSavePractice((completion) => {
    setText('');
    onSaved(completion);
  });
  const isVerify = activity.type === 'verify';
  const prompt = isVerify ? (answer ? verifyPrompts[answer] : null) : activity.prompt;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || prompt === null) return;
    const words = text.trim();
    if (!words) {
      toast({
        title: 'Please write something',
        description: 'Share your thoughts to complete this activity.',
      });
      return;
    }
    save.mutate({
      activityType: activity.type,
      response: isVerify && answer ? composeVerifyResponse(answer, words) : words,
    });
  };

  return (
    <Form noValidate aria-label={activity.title} onSubmit={submit}>
      {isVerify ? <VerifyQuestion answer={answer} onAnswer={setAnswer} /> : null}
      {prompt !== null ? <ResponseField prompt={prompt} value={text} onChange={setText} /> : null}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onSkip}>
          Skip
        </Button>
        {prompt !== null ? (
          <Button type="submit" disabled={text === '' || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save & Next'}
          </Button>
        ) : (
          <WaitingForAnswer role="status">Please answer the question above to continue</WaitingForAnswer>
        )}
      </DialogFooter>
    </Form>
  );
}
