import { staffFigureText } from '@heartwise/contracts';
import { LoadFailed, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { identityFiguresQuery, moderationFiguresQuery } from '../../api/figures.js';
import { CountGrid, StaffFigureCard } from '../../components/CountCard.js';
import { figure, trendOf } from '../../components/figure.js';
import { AdminActivityLog } from './AdminActivityLog.js';
import { SystemHealthPanel } from './SystemHealthPanel.js';

/** The admin's Overview: the community's size, the system's health, and the whole audit log (issue 19). */
export function AdminOverview() {
  const identity = useQuery(identityFiguresQuery);
  const moderation = useQuery(moderationFiguresQuery);

  return (
    <Stack gap={6}>
      <CountGrid as="section" aria-label="Community figures">
        <StaffFigureCard
          figure={staffFigureText.totalUsers}
          count={figure(identity, (data) => data.users.total)}
          trend={trendOf(identity, (data) => data.signUps)}
        />
        <StaffFigureCard
          figure={staffFigureText.activeSessions}
          count={figure(identity, (data) => data.activeSessions)}
        />
        <StaffFigureCard
          figure={staffFigureText.parentYouthLinks}
          count={figure(identity, (data) => data.links.approved)}
        />
        {/* The same decisions, by the same definition, as the moderator's Reports (issue 19). */}
        <StaffFigureCard
          figure={staffFigureText.decisionsThisWeek}
          count={figure(moderation, (data) => data.week?.decisions.total)}
          trend={trendOf(moderation, (data) => data.trends?.decisions)}
        />
      </CountGrid>
      {moderation.isError ? (
        <LoadFailed what="the moderation figures" onRetry={() => void moderation.refetch()} />
      ) : null}
      {identity.isError ? (
        <LoadFailed what="the account figures" onRetry={() => void identity.refetch()} />
      ) : null}
      <SystemHealthPanel />
      <Stack as="section" gap={3} aria-labelledby="admin-activity-title">
        <SectionTitle id="admin-activity-title">Recent Admin Activity</SectionTitle>
        <AdminActivityLog />
      </Stack>
    </Stack>
  );
}
