import type { FigureText, WeeklyTrend } from '@heartwise/contracts';
import { Card, Sparkline } from '@heartwise/ui-kit';
import { Fragment } from 'react';
import { styled } from 'styled-components';

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 700;
  line-height: 1.1;
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FigureLine = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Count cards in rows that they fill (issue 19): each card as tall as its own content, never
 * stretched around empty space, and a short last row shares the width out instead of leaving gaps.
 */
export const CountGrid = styled.div<{ $cardWidth?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  /* The narrowest a card may be before its row wraps: six cards at 15rem make two rows of three. */
  & > * {
    flex: 1 1 ${({ $cardWidth = '12rem' }) => $cardWidth};
    min-width: 0;
  }
`;

/**
 * "Parents/Guardians" is one word to the browser: on a phone it may break after the slash. The
 * heading keeps its words as its name (`aria-label`), whatever a reader makes of the `<wbr>`.
 */
const breakableAtSlashes = (label: string) =>
  label.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));

export interface CountCardProps {
  label: string;
  /** Undefined: still loading ('…', marked busy); null: it could not be loaded ('—', with words). */
  count: number | null | undefined;
  /** What exactly is counted (staffFigureText), under the figure. */
  description?: string;
  /** The figure's last weeks as a sparkline, named `trendLabel`; absent until loaded. */
  trend?: WeeklyTrend | undefined;
  trendLabel?: string;
}

/** One figure with its label, and, where given, what it counts and its last weeks. */
export function CountCard({ label, count, description, trend, trendLabel }: CountCardProps) {
  return (
    <Card aria-busy={count === undefined}>
      <Label aria-label={label}>{breakableAtSlashes(label)}</Label>
      <FigureLine>
        <Figure>
          {count === undefined ? '…' : count === null ? <span title="Could not be loaded">—</span> : count}
        </Figure>
        {trend && trendLabel ? (
          <Sparkline label={trendLabel} values={trend.map((week) => week.count)} />
        ) : null}
      </FigureLine>
      {description ? <Description>{description}</Description> : null}
    </Card>
  );
}

/** A staff figure by its one definition (contracts' staffFigureText): its label, words and trend's name. */
export function StaffFigureCard({
  figure,
  count,
  trend,
}: {
  figure: FigureText;
  count: number | null | undefined;
  trend?: WeeklyTrend | undefined;
}) {
  return (
    <CountCard
      label={figure.label}
      count={count}
      description={figure.description}
      trend={trend}
      trendLabel={figure.trend}
    />
  );
}
