import { Card, LoadFailed, SectionTitle, Spinner, Stack } from '@heartwise/ui-kit';
import { Progress } from '@heartwise/ui-kit/overlays';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { styled } from 'styled-components';
import { staffFigureText, type ReportReasonShare } from '@heartwise/contracts';
import { moderationFiguresQuery } from '../../api/figures.js';
import { CountGrid, StaffFigureCard } from '../../components/CountCard.js';
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

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Reports: this week's reports and decisions, counted as they were made (issue 19: a decision stays
 * counted whatever happens to the item next), each with its last 8 weeks; what waits now; and the
 * reasons of exactly the reports the total counts, safety screening's included.
 */
export function ModerationReports() {
  const figures = useQuery(moderationFiguresQuery);
  if (figures.isPending) return <Spinner label="Loading reports..." showLabel />;
  if (figures.isError) {
    return <LoadFailed what="this week's reports" onRetry={() => void figures.refetch()} />;
  }
  // `week` and `trends` are absent from a service older than issue 19: its cards read "—".
  const { week, trends, pending, flagged, commonReasons } = figures.data;
  const reports = week?.reports;
  const decisions = week?.decisions;
  const reasons = reports?.reasons ?? commonReasons;
  return (
    <Stack gap={6}>
      <Stack as="section" gap={3} aria-labelledby="this-week-title">
        <SectionTitle id="this-week-title">This Week</SectionTitle>
        <CountGrid $cardWidth="15rem">
          <StaffFigureCard
            figure={staffFigureText.reportsThisWeek}
            count={reports?.total ?? null}
            trend={trends?.reports}
          />
          <StaffFigureCard
            figure={staffFigureText.decisionsThisWeek}
            count={decisions?.total ?? null}
            trend={trends?.decisions}
          />
          <StaffFigureCard
            figure={staffFigureText.approvedThisWeek}
            count={decisions?.approved ?? null}
            trend={trends?.approvals}
          />
          <StaffFigureCard
            figure={staffFigureText.rejectedThisWeek}
            count={decisions?.rejected ?? null}
            trend={trends?.rejections}
          />
          <StaffFigureCard figure={staffFigureText.escalatedThisWeek} count={decisions?.escalated ?? null} />
          <StaffFigureCard
            figure={staffFigureText.editsRequestedThisWeek}
            count={decisions?.editRequested ?? null}
          />
        </CountGrid>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="waiting-now-title">
        <SectionTitle id="waiting-now-title">Waiting Now</SectionTitle>
        <CountGrid>
          <StaffFigureCard figure={staffFigureText.pendingNow} count={pending} />
          <StaffFigureCard figure={staffFigureText.escalatedNow} count={flagged} />
        </CountGrid>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="common-flags-title">
        <SectionTitle id="common-flags-title">Common Flags</SectionTitle>
        {reasons.length === 0 ? (
          <EmptyCard title="No reports this week" description="Members' report reasons show here." />
        ) : (
          <Card>
            {reports ? (
              <Intro>
                {`The reasons of this week's ${plural(reports.total, 'report', 'reports')}: ` +
                  `${reports.fromMembers} from members, ${reports.fromScreening} from safety screening.`}
              </Intro>
            ) : null}
            <Reasons>
              {reasons.map((share) => (
                <ReasonShare key={share.reason} share={share} />
              ))}
            </Reasons>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
