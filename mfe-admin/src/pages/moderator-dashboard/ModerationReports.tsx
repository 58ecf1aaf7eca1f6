import { Card, LoadFailed, SectionTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { Progress } from '@heartwise/ui-kit/overlays';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { ReportReasonShare } from '@heartwise/contracts';
import { moderationFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { EmptyCard } from '../../components/EmptyCard.js';

const Reasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ReasonLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ReasonShare({ share }: { share: ReportReasonShare }) {
  const labelId = useId();
  return (
    <li>
      <Stack gap={2}>
        <ReasonLine>
          <span id={labelId}>{share.reason}</span>
          <strong>{`${share.percent}%`}</strong>
        </ReasonLine>
        <Progress value={share.percent} aria-labelledby={labelId} />
      </Stack>
    </li>
  );
}

/** Reports: what entered the queue this week and where it is now, and members' most common reasons. */
export function ModerationReports() {
  const figures = useQuery(moderationFiguresQuery);
  if (figures.isPending) return <Spinner label="Loading reports..." showLabel />;
  if (figures.isError) {
    return <LoadFailed what="this week's reports" onRetry={() => void figures.refetch()} />;
  }
  const { thisWeek, commonReasons } = figures.data;
  return (
    <Stack gap={6}>
      <Stack as="section" gap={3} aria-labelledby="this-week-title">
        <SectionTitle id="this-week-title">This Week</SectionTitle>
        <CountGrid>
          <CountCard label="Total Reports" count={thisWeek.total} />
          <CountCard label="Approved" count={thisWeek.approved} />
          <CountCard label="Rejected" count={thisWeek.rejected} />
          <CountCard label="Pending" count={thisWeek.pending} />
          <CountCard label="Flagged for Review" count={thisWeek.flagged} />
        </CountGrid>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="common-flags-title">
        <SectionTitle id="common-flags-title">Common Flags</SectionTitle>
        {commonReasons.length === 0 ? (
          <EmptyCard title="No reports this week" description="Members' report reasons show here." />
        ) : (
          <Card>
            <Reasons>
              {commonReasons.map((share) => (
                <ReasonShare key={share.reason} share={share} />
              ))}
            </Reasons>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
