import type { MicroActivity } from '@heartwise/contracts';
import { Icon } from '@heartwise/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { iconOf, practices } from './activities.js';

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: start;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const IconSpot = styled.span`
  grid-row: span 2;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.span`
  font-weight: 700;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One practice: named by its title, described by its one-line description. */
function PracticeChoice({ activity, onChoose }: { activity: MicroActivity; onChoose: () => void }) {
  const id = useId();
  return (
    <Choice
      type="button"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClick={onChoose}
    >
      <IconSpot>
        <Icon name={iconOf(activity)} />
      </IconSpot>
      <Title id={`${id}-title`}>{activity.title}</Title>
      <Description id={`${id}-description`}>{activity.description}</Description>
    </Choice>
  );
}

/** The grid of the five practices; choosing one opens its prompt. */
export function ActivityChooser({ onChoose }: { onChoose: (activity: MicroActivity) => void }) {
  return (
    <Choices aria-label="Practices">
      {practices.map((activity) => (
        <li key={activity.id}>
          <PracticeChoice activity={activity} onChoose={() => onChoose(activity)} />
        </li>
      ))}
    </Choices>
  );
}
