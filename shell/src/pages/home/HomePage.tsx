import type { User } from '@heartwise/contracts';
import { firstNameOrFriend, Grid, PageSpinner, useCurrentUser } from '@heartwise/ui-kit';
import { roleDashboard } from '../../session/roles.js';
import { ComingSoon, PageFrame } from '../frames/PageFrame.js';
import { LinkCard } from '../frames/LinkCard.js';
import { LandingPage } from '../landing/LandingPage.js';

function HomeDashboard({ user }: { user: User }) {
  return (
    <PageFrame title={`Welcome back, ${firstNameOrFriend(user)}!`} intro="Here is where you can go today.">
      {user.role === 'parent' ? (
        <ComingSoon title="Family Wellness Overview">
          Parent Dashboard Coming Soon: Family oversight and insights will be available in a future update.
        </ComingSoon>
      ) : null}
      <Grid>
        <LinkCard
          title="Your dashboard"
          description="Everything for your account in one place."
          to={roleDashboard[user.role]}
          action="Open my dashboard"
        />
        <LinkCard
          title="Pause and Post"
          description="Share and listen in a caring community."
          to="/forum"
          action="Enter discussion"
        />
      </Grid>
    </PageFrame>
  );
}

/** `/`: the landing page for visitors, the signed-in person's home otherwise (SPEC §2). */
export function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading your dashboard..." />;
  return user ? <HomeDashboard user={user} /> : <LandingPage />;
}
