import type { MicroActivityCompletion } from '@heartwise/contracts';
import {
  Card,
  CardDescription,
  CardTitle,
  LoadFailed,
  SectionTitle,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { styled } from 'styled-components';
import { completionsQuery } from '../../api/practice.js';
import { practiceOf } from '../../dashboard/practice/activities.js';
import { longDayName } from '../../dashboard/practice/week.js';

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DayTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the person wrote, as plain text with its line breaks. */
const Response = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Newest first in, newest day first out; each day keeps the list's order. */
function byDay(completions: readonly MicroActivityCompletion[]): [string, MicroActivityCompletion[]][] {
  const days = new Map<string, MicroActivityCompletion[]>();
  for (const completion of completions) {
    const day = days.get(completion.date);
    if (day) day.push(completion);
    else days.set(completion.date, [completion]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

function Entry({ completion }: { completion: MicroActivityCompletion }) {
  return (
    <Card as="li">
      <CardTitle as="h4">{practiceOf(completion.activityType).title}</CardTitle>
      <Time dateTime={completion.completedAt}>{timeOf(completion.completedAt)}</Time>
      <Response>{completion.response}</Response>
    </Card>
  );
}

/** GET /api/micro-activities/completions, grouped by the local day each was done, newest first. */
export function PracticeHistory() {
  const completions = useQuery(completionsQuery);
  const titleId = useId();
  return (
    <Stack as="section" gap={4} aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Your practice history</SectionTitle>
      {completions.isPending ? (
        <>
          <VisuallyHidden role="status">Loading your practice history...</VisuallyHidden>
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </>
      ) : null}
      {completions.isError ? (
        <LoadFailed what="your practice history" onRetry={() => void completions.refetch()} />
      ) : null}
      {completions.data?.length === 0 ? (
        <Card>
          <CardTitle>No practices yet</CardTitle>
          <CardDescription>
            When you finish a practice activity, what you wrote will be kept here for you to look back on.
          </CardDescription>
        </Card>
      ) : null}
      {completions.data && completions.data.length > 0 ? (
        <Days>
          {byDay(completions.data).map(([day, entries]) => (
            <li key={day}>
              <Stack gap={2}>
                <DayTitle>{longDayName(day)}</DayTitle>
                <Entries>
                  {entries.map((completion) => (
                    <Entry key={completion.id} completion={completion} />
                  ))}
                </Entries>
              </Stack>
            </li>
          ))}
        </Days>
      ) : null}
    </Stack>
  );
}
