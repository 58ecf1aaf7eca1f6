import type { VerifyAnswer } from '@heartwise/contracts';
import { verifyQuestion } from '@heartwise/contracts';
import { RadioGroup, RadioGroupItem } from '@heartwise/ui-kit/overlays';
import { useId } from 'react';
import { styled } from 'styled-components';

const Question = styled.p`
  font-weight: 600;
`;

const isAnswer = (value: string): value is VerifyAnswer => value === 'yes' || value === 'no';

/** Verify's first step (SPEC §4): the yes/no question. */
export function VerifyQuestion({
  answer,
  onAnswer,
}: {
  answer: VerifyAnswer | null;
  onAnswer: (answer: VerifyAnswer) => void;
}) {
  const questionId = useId();
  return (
    <div>
      <Question id={questionId}>{verifyQuestion}</Question>
      <RadioGroup
        aria-labelledby={questionId}
        value={answer ?? ''}
        onValueChange={(value) => {
          if (isAnswer(value)) onAnswer(value);
        }}
      >
        <RadioGroupItem value="yes" label="Yes" />
        <RadioGroupItem value="no" label="No" />
      </RadioGroup>
    </div>
  );
}
