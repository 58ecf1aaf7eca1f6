import type { CheckIn } from '@heartwise/contracts';
import { Badge } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { displayEmotion } from '../../checkins/emotionName.js';
import { IntensityBadge } from '../../checkins/IntensityBadge.js';
import { checkInTypeWords } from './checkInTypeWords.js';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  time {
    margin-left: auto;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Words = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One check-in in the history: feeling, intensity in its band, type, when, and the person's own words. */
export function CheckInItem({ checkIn }: { checkIn: CheckIn }) {
  return (
    <Item>
      <Heading>
        <h3>{displayEmotion(checkIn.emotionLabel)}</h3>
        <IntensityBadge intensity={checkIn.intensity} />
        <Badge>{checkInTypeWords[checkIn.checkInType]}</Badge>
        <time dateTime={checkIn.createdAt}>{when(checkIn.createdAt)}</time>
      </Heading>
      {checkIn.reflection ? <Words>Reflection: {checkIn.reflection}</Words> : null}
      {checkIn.notes ? <Words>Notes: {checkIn.notes}</Words> : null}
    </Item>
  );
}
