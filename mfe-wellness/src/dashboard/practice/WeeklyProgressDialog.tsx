import type { MicroActivityCompletion, WellnessOverview } from '@heartwise/contracts';
import { Skeleton, Stack, VisuallyHidden } from '@heartwise/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@heartwise/ui-kit/overlays';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { overviewQuery } from '../../api/overview.js';
import { completionsQuery } from '../../api/practice.js';
import { longDayName, practicesPerDay, weekDays, weekdayName } from './week.js';
import { CountsByType, WeeklyBar } from './WeekSummary.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  tr[aria-current='date'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const practicesWord = (count: number) => (count === 1 ? '1 practice' : `${count} practices`);

function DayTable({
  overview,
  completions,
}: {
  overview: WellnessOverview;
  completions: readonly MicroActivityCompletion[];
}) {
  const days = weekDays(overview.week.start);
  const perDay = practicesPerDay(completions, days);
  const habitDays = new Map(overview.week.habitDays.map((day) => [day.date, day]));
  const today = overview.today.date;
  return (
    <Table>
      <caption>Day by day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Practices</th>
          <th scope="col">Habits</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => {
          const habits = habitDays.get(day);
          const future = day > today;
          return (
            <tr key={day} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">{day === today ? `${weekdayName(day)} (today)` : weekdayName(day)}</th>
              <td>{future ? 'Not yet' : practicesWord(perDay.get(day) ?? 0)}</td>
              <td>
                {future ? 'Not yet' : habits ? `${habits.completed} of ${habits.total}` : 'Not tracked'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** 'View Weekly Progress': this week's practices per day and per type, and habits per day. */
export function WeeklyProgressDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const overview = useQuery({ ...overviewQuery, enabled: open });
  const completions = useQuery({ ...completionsQuery, enabled: open });
  const loaded = overview.data && completions.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Your Weekly Progress</DialogTitle>
        <DialogDescription>
          {overview.data
            ? `Your week so far, since ${longDayName(overview.data.week.start)}.`
            : 'Your week so far, since Sunday.'}
        </DialogDescription>
        {overview.isError || completions.isError ? (
          <p role="alert">We couldn&apos;t load your week. Please try again in a moment.</p>
        ) : null}
        {!loaded && !overview.isError && !completions.isError ? (
          <Stack gap={2}>
            <VisuallyHidden role="status">Loading your week...</VisuallyHidden>
            <Skeleton height="0.75rem" />
            <Skeleton height="10rem" />
          </Stack>
        ) : null}
        {overview.data && completions.data ? (
          <Stack gap={6}>
            <WeeklyBar practicesThisWeek={overview.data.week.practices} />
            <DayTable overview={overview.data} completions={completions.data} />
            <CountsByType byType={overview.data.week.practicesByType} />
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
