import { firstNameOrFriend, Grid, useCurrentUser } from '@heartwise/ui-kit';
import { Link } from 'react-router-dom';
import { LinkCard } from './LinkCard.js';
import { ComingSoon, PageFrame } from './PageFrame.js';

/*
 * Frames for routes whose real pages come in later issues: the heading, what works today, and an
 * honest note about the rest. No sample figures and no buttons without an action.
 */

export function ParentDashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <PageFrame title={`Parent Dashboard - Welcome, ${firstNameOrFriend(user)}`}>
      <ComingSoon title="Family Wellness Overview">
        Parent Dashboard Coming Soon: Family oversight and insights will be available in a future update.
      </ComingSoon>
      <Grid>
        <LinkCard
          title="Check-ins"
          description="Your own emotional check-ins."
          to="/parent/checkins"
          action="Open check-ins"
        />
        <LinkCard
          title="Practice"
          description="Short activities for your own self-care."
          to="/parent/practice"
          action="Open practice"
        />
      </Grid>
    </PageFrame>
  );
}

export function YouthSummaryPage() {
  return (
    <PageFrame title="Youth Summary">
      <ComingSoon title="Linked youth">
        Summaries of the young people linked to your account will appear here.
      </ComingSoon>
    </PageFrame>
  );
}

export function CheckInsPage() {
  return (
    <PageFrame title="Check-ins" intro="A moment to notice how you feel.">
      <ComingSoon title="Emotional check-ins">
        Your check-ins and how they change over time will live here.
      </ComingSoon>
    </PageFrame>
  );
}

export function PracticePage() {
  return (
    <PageFrame title="Practice" intro="Small activities to feel calm and kind to yourself.">
      <ComingSoon title="Practice activities">
        Micro-activities and your weekly progress will live here.
      </ComingSoon>
    </PageFrame>
  );
}

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

export function UserManagementPage() {
  return (
    <PageFrame title="User Management">
      <ComingSoon title="Users">
        Searching people, changing roles and removing accounts arrive in a coming update.
      </ComingSoon>
    </PageFrame>
  );
}

export function ThreadDetailPage() {
  return (
    <PageFrame title="Discussion" intro={<Link to="/forum">← Back to Pause and Post</Link>}>
      <ComingSoon title="This conversation">
        Reading a whole discussion and replying to it arrive in a coming update.
      </ComingSoon>
    </PageFrame>
  );
}
