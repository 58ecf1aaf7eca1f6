import { firstNameOrFriend, Grid, useCurrentUser } from '@heartwise/ui-kit';
import { LinkCard } from './LinkCard.js';
import { ComingSoon, PageFrame } from './PageFrame.js';

/*
 * Frames for routes whose real pages come in later issues: the heading, what works today, and an
 * honest note about the rest. No sample figures and no buttons without an action.
 */

export function ModeratorDashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageFrame
      title="Moderator Dashboard"
      intro={`Welcome, ${firstNameOrFriend(user)}. Thank you for keeping Pause and Post kind.`}
    >
      <Grid>
        <LinkCard
          title="Review queue"
          description="Reported posts and replies waiting for a decision."
          to="/moderator/review"
          action="Open the review queue"
        />
        <LinkCard
          title="Pause and Post"
          description="The community forum as members see it."
          to="/forum"
          action="Open the forum"
        />
      </Grid>
      <ComingSoon title="Moderation overview">
        Review totals and recent moderation activity will appear here.
      </ComingSoon>
    </PageFrame>
  );
}

export function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageFrame title="Admin Dashboard" intro={`Welcome, ${firstNameOrFriend(user)}.`}>
      <Grid>
        <LinkCard
          title="Content moderation"
          description="Review reported posts and replies."
          to="/admin/moderation"
          action="Open moderation"
        />
        <LinkCard
          title="User management"
          description="People, roles and accounts."
          to="/admin/users"
          action="Open users"
        />
        <LinkCard
          title="Pause and Post"
          description="The community forum as members see it."
          to="/forum"
          action="Open the forum"
        />
      </Grid>
      <ComingSoon title="Analytics, linking and settings">
        Platform figures, parent-youth link requests and settings will appear here.
      </ComingSoon>
    </PageFrame>
  );
}
