import { styled } from 'styled-components';

export interface SparklineProps {
  /** What each bar counts, e.g. "New accounts per week": the chart's name. */
  label: string;
  /** The counts, oldest first; the last is the current period so far. */
  values: readonly number[];
  /** The period of one bar, in the plural, for the words ("weeks"). */
  period?: string;
}

const WIDTH = 80;
const HEIGHT = 24;
const GAP = 2;
/** A period with nothing still gets a sliver, so an empty week reads as zero, not as missing. */
const ZERO_HEIGHT = 1;

const Chart = styled.svg`
  display: block;
  width: 5rem;
  height: 1.5rem;
  flex: none;
  overflow: visible;
`;

const Bar = styled.rect<{ $current: boolean }>`
  fill: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.primary)};
`;

/** The words that stand for the chart: "Reports per week, last 8 weeks, oldest first: 3, 5, 2, …". */
export const sparklineText = (label: string, values: readonly number[], period = 'weeks'): string =>
  `${label}, last ${values.length} ${period}, oldest first: ${values.join(', ')}`;

/**
 * A small bar chart of a figure's recent periods (issue 19: staff figures show their last 8 weeks).
 * An image to assistive technology, named by its numbers in words, so nothing is only drawn. No
 * text inside it (no `<title>`): a card's figure reads as its number alone. The current period,
 * still running, is drawn in the accent colour.
 */
export function Sparkline({ label, values, period = 'weeks' }: SparklineProps) {
  const text = sparklineText(label, values, period);
  const highest = Math.max(1, ...values);
  const barWidth = values.length ? (WIDTH - GAP * (values.length - 1)) / values.length : WIDTH;
  return (
    <Chart viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={text} preserveAspectRatio="none">
      {values.map((value, index) => {
        const height = value === 0 ? ZERO_HEIGHT : Math.max(2, (value / highest) * HEIGHT);
        return (
          <Bar
            key={index}
            $current={index === values.length - 1}
            x={index * (barWidth + GAP)}
            y={HEIGHT - height}
            width={barWidth}
            height={height}
            rx={1}
          />
        );
      })}
    </Chart>
  );
}
