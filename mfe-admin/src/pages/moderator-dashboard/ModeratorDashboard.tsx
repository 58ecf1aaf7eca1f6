import { firstNameOrFriend, Muted, PageTitle, Stack, useCurrentUser } from '@heartwise/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { QueueList } from '../moderation-queue/QueueList.js';
import { ModerationReports } from './ModerationReports.js';
import { ModeratorOverview } from './ModeratorOverview.js';

const allCaughtUp = { title: 'All caught up!', description: 'No content to review in this category.' };

/** The moderator dashboard (SPEC §2): a greeting and three tabs, every figure counted by the services. */
export function ModeratorDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Moderator Dashboard</PageTitle>
        <Muted>{`Welcome, ${firstNameOrFriend(user)}.`}</Muted>
      </Stack>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Moderator dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="queue">Review Queue</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ModeratorOverview />
        </TabsContent>
        <TabsContent value="queue">
          <QueueList status="pending" empty={allCaughtUp} place="review-queue" />
        </TabsContent>
        <TabsContent value="reports">
          <ModerationReports />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
