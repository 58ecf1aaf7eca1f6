import { Button, Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { firstNameOrFriend, useCurrentUser } from '@heartwise/web-runtime';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@heartwise/ui-kit/overlays';
import { Link } from 'react-router-dom';
import { YouthSummaryList } from '../../insights/YouthSummaryList.js';
import { WellnessTrendCard } from '../../trend/WellnessTrendCard.js';
import { ParentOverview } from './ParentOverview.js';

const start = { alignSelf: 'flex-start' } as const;

/** /parent/dashboard (SPEC §2): a greeting and four tabs, every figure real. */
export function ParentDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap={6}>
      <PageTitle>{`Parent Dashboard - Welcome, ${firstNameOrFriend(user)}`}</PageTitle>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Parent dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="youth-summary">Youth Summary</TabsTrigger>
          <TabsTrigger value="self-care">My Self-Care</TabsTrigger>
          <TabsTrigger value="practice">Practice</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ParentOverview />
        </TabsContent>
        <TabsContent value="youth-summary">
          <Stack gap={4}>
            <YouthSummaryList />
            <Button as={Link} to="/parent/youth-summary" style={start}>
              View Youth Reports
            </Button>
          </Stack>
        </TabsContent>
        <TabsContent value="self-care">
          <Stack gap={4}>
            <WellnessTrendCard />
            <Button as={Link} to="/parent/checkins" variant="secondary" style={start}>
              View My Check-ins
            </Button>
          </Stack>
        </TabsContent>
        <TabsContent value="practice">
          <Stack gap={3}>
            <Muted>
              A few quiet minutes for yourself: short activities to feel calm and kind to yourself.
            </Muted>
            <Button as={Link} to="/parent/practice" variant="secondary" style={start}>
              Go to Practice Activities
            </Button>
          </Stack>
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
