import { Button, Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { firstNameOrFriend, RemoteComponent, useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { Link } from 'react-router-dom';
import { DailyKindnessCheck } from '../../dashboard/DailyKindnessCheck.js';
import { DailyWellnessCheck } from '../../dashboard/DailyWellnessCheck.js';
import { PracticeActivities } from '../../dashboard/practice/PracticeActivities.js';
import { WellnessTrendCard } from '../../trend/WellnessTrendCard.js';
import { OverviewCards } from './OverviewCards.js';

/** The youth dashboard (SPEC §2): a greeting and four tabs, every figure from the API. */
export function YouthDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>{`Welcome back, ${firstNameOrFriend(user)}!`}</PageTitle>
        <Muted>Small steps count. Here is how today is going.</Muted>
      </Stack>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Your dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="habits">Habits</TabsTrigger>
          <TabsTrigger value="practice">Practice</TabsTrigger>
          <TabsTrigger value="pause-and-post">Pause and Post</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Stack gap={6}>
            <OverviewCards />
            <WellnessTrendCard />
            <PracticeActivities />
          </Stack>
        </TabsContent>
        <TabsContent value="habits">
          <Stack gap={8}>
            <DailyWellnessCheck />
            <DailyKindnessCheck />
          </Stack>
        </TabsContent>
        <TabsContent value="practice">
          <PracticeActivities />
        </TabsContent>
        <TabsContent value="pause-and-post">
          <Stack gap={4}>
            <Button as={Link} to="/youth/discussions" style={{ alignSelf: 'flex-start' }}>
              Go to Pause and Post
            </Button>
            <RemoteComponent id="forum/PausePostPreview" props={{}} />
          </Stack>
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
