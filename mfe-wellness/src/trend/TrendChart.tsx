import type { TrendPoint } from '@heartwise/contracts';
import { intensityBand, intensityLabel } from '@heartwise/contracts';
import { VisuallyHidden } from '@heartwise/ui-kit';
import { styled } from 'styled-components';
import { displayEmotion } from '../checkins/emotionName.js';
import { bandFill } from '../checkins/intensityColours.js';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bars = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

const Column = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  position: relative;
  width: 100%;
  max-width: 2.5rem;
  height: 8rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div<{ $intensity: number }>`
  position: absolute;
  bottom: 0;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $intensity }) => bandFill(intensityBand($intensity))}
`;

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
const shortTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });

/** Under each bar its time, and its day where the day changes: seven bars of one day said "Nov 24" seven times. */
const When = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  line-height: 1.2;
`;
const fullDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The last check-ins as bars (height = intensity out of 10, coloured by band), each labelled with its
 * value and day; screen readers get the same data as a table, since a picture of bars says little.
 */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  return (
    <Figure>
      <Caption aria-hidden="true">Intensity of your last {points.length} check-ins, oldest first</Caption>
      <Bars aria-hidden="true">
        {points.map((point, index) => (
          <Column
            key={`${index}-${point.createdAt}`}
            title={`${displayEmotion(point.emotionName)}, ${point.intensity}/10`}
          >
            <span>{point.intensity}</span>
            <Track>
              {/* Inline: one height per value, not one generated class per value. */}
              <Bar
                $intensity={point.intensity}
                data-testid="trend-bar"
                style={{ height: `${(point.intensity / 10) * 100}%` }}
              />
            </Track>
            <When>
              <span>{shortTime(point.createdAt)}</span>
              {shortDate(points[index - 1]?.createdAt ?? '') !== shortDate(point.createdAt) ? (
                <span>{shortDate(point.createdAt)}</span>
              ) : null}
            </When>
          </Column>
        ))}
      </Bars>
      {/* A wrapper, not asChild: a table ignores `overflow`, so clipped as itself it would still
          widen the page on a narrow phone. */}
      <VisuallyHidden>
        <table>
          <caption>Your last {points.length} check-ins, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Feeling</th>
              <th scope="col">Intensity</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${index}-${point.createdAt}`}>
                <td>{fullDate(point.createdAt)}</td>
                <td>{displayEmotion(point.emotionName)}</td>
                <td>
                  {point.intensity} out of 10, {intensityLabel(point.intensity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
