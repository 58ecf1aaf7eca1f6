import { Button, Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { RemoteComponent, useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DailyKindnessCheck } from '../../dashboard/DailyKindnessCheck.js';
import { DailyWellnessCheck } from '../../dashboard/DailyWellnessCheck.js';
import { PracticeActivities } from '../../dashboard/practice/PracticeActivities.js';
import { WellnessTrendCard } from '../../trend/WellnessTrendCard.js';
import type { YouthDashboardTab } from './dashboardTabs.js';
import { dashboardTabOf, dashboardTabSearch, isDashboardTab } from './dashboardTabs.js';
import { greeting } from './greeting.js';
import { OverviewCards } from './OverviewCards.js';

/**
 * The youth dashboard (SPEC §2), a youth's one home (/ sends them here): a greeting, 'Welcome' on a
 * first visit and 'Welcome back' after, and four tabs, every figure from the API. The open tab is
 * in the address (`?tab=habits`), replaced rather than pushed, so switching adds no Back steps.
 */
export function YouthDashboard() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = dashboardTabOf(location.search);
  // The tab switches at once; the address follows (the router updates it in a transition).
  const [tab, setTab] = useState<YouthDashboardTab>(fromAddress);
  // A link to another tab moves it (adjusted while rendering, as React advises).
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (fromAddress !== seenAddress) {
    setSeenAddress(fromAddress);
    setTab(fromAddress);
  }
  const choose = (value: string) => {
    if (!isDashboardTab(value)) return;
    setTab(value);
    void navigate({ pathname: location.pathname, search: dashboardTabSearch(value) }, { replace: true });
  };
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>{greeting(user)}</PageTitle>
        <Muted>Small steps count. Here is how today is going.</Muted>
      </Stack>
      <Tabs value={tab} onValueChange={choose}>
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
