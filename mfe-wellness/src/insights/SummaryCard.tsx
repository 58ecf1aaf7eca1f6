import type { YouthSummary } from '@heartwise/contracts';
import { Card, CardTitle } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { averageWords, checkInWords, directionWords, plural, youthName } from './familyWords.js';

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(10rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The prompted answers under the chosen check-ins: there, but never read as reaching out. */
const Apart = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One youth's aggregates, exactly as a linked parent sees them (and as the youth sees under 'What
 * your parent can see'): habits over 7 days, check-ins (chosen ones, and answers to the app's
 * prompts apart), intensity over every check-in (once there are enough to average) and its trend,
 * practices. Nothing else.
 */
export function SummaryCard({ summary, title }: { summary: YouthSummary; title?: string }) {
  const { habits7d, intensity } = summary;
  const checkIns = checkInWords(summary);
  const average = averageWords(summary);
  return (
    <Card as="article" aria-label={title ?? youthName(summary)}>
      <CardTitle>{title ?? youthName(summary)}</CardTitle>
      <Figures>
        <div>
          <dt>Habits, last 7 days</dt>
          <dd>
            {habits7d.total > 0
              ? `${habits7d.completed} of ${habits7d.total} (${habits7d.percent}%)`
              : 'No habits tracked yet'}
          </dd>
        </div>
        <div>
          <dt>Check-ins, last 7 days</dt>
          <dd>
            {`${checkIns.chosen}, `}
            <Apart>{`and ${checkIns.prompted}`}</Apart>
          </dd>
        </div>
        <div>
          <dt>Average intensity, every check-in</dt>
          <dd>
            {average.figure}
            {average.note ? <Apart>{average.note}</Apart> : null}
          </dd>
        </div>
        <div>
          <dt>Trend</dt>
          <dd>{directionWords[intensity.direction]}</dd>
        </div>
        <div>
          <dt>Practices this week</dt>
          <dd>{plural(summary.practicesThisWeek, 'practice', 'practices')}</dd>
        </div>
      </Figures>
    </Card>
  );
}
