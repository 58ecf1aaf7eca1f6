import type { Restriction } from '@heartwise/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';
import { restrictionSentence } from './restrictionSentence.js';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningSoftText};
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** The member's mute or suspension, said plainly with its end and reason. */
export function RestrictionNotice({ restriction }: { restriction: Restriction }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        {restriction.kind === 'mute' ? 'Your posting is paused' : 'Your access to Pause and Post is paused'}
      </h2>
      <p>{restrictionSentence(restriction)}</p>
    </Panel>
  );
}
