import { Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { firstNameOrFriend, useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { ReviewQueue } from '../moderation-queue/ReviewQueue.js';
import { ModerationReports } from './ModerationReports.js';
import { ModeratorOverview } from './ModeratorOverview.js';

/**
 * The moderator dashboard (SPEC §2): a greeting and three tabs, every figure counted by the
 * services. Its Review Queue is the same component, with the same decisions, as /moderator/review.
 */
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
          <ReviewQueue />
        </TabsContent>
        <TabsContent value="reports">
          <ModerationReports />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
