import { LoadFailed, SectionTitle, Stack } from '@heartwise/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { identityFiguresQuery, moderationFiguresQuery } from '../../api/figures.js';
import { CountCard, CountGrid } from '../../components/CountCard.js';
import { figure } from '../../components/figure.js';
import { AdminActivityLog } from './AdminActivityLog.js';
import { SystemHealthPanel } from './SystemHealthPanel.js';

/** The admin's Overview: the community's size, the system's health, and the whole audit log (issue 19). */
export function AdminOverview() {
  const identity = useQuery(identityFiguresQuery);
  const moderation = useQuery(moderationFiguresQuery);

  return (
    <Stack gap={6}>
      <CountGrid as="section" aria-label="Community figures">
        <CountCard label="Total Users" count={figure(identity, (data) => data.users.total)} />
        <CountCard label="Active Sessions" count={figure(identity, (data) => data.activeSessions)} />
        <CountCard label="Parent-Youth Links" count={figure(identity, (data) => data.links.approved)} />
        <CountCard label="Content Reviews" count={figure(moderation, (data) => data.contentReviews)} />
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
