import { Muted, PageSpinner, PageTitle, Stack } from '@heartwise/ui-kit';
import { firstNameOrFriend, RemoteComponent, useCurrentUser } from '@heartwise/web-runtime';
import { useEffect } from 'react';
import { DailyKindnessCheck } from '../../dashboard/DailyKindnessCheck.js';
import { DailyWellnessCheck } from '../../dashboard/DailyWellnessCheck.js';
import { PracticeActivities } from '../../dashboard/practice/PracticeActivities.js';
import { sendToLogin } from '@heartwise/web-runtime';
import { FamilyWellnessOverview } from './FamilyWellnessOverview.js';

/** Nobody signed in (SPEC §2 dashboard): the unauthorized toast, then /api/login after 500 ms. */
function SignedOut() {
  useEffect(() => sendToLogin(), []);
  return <PageSpinner label="Loading your dashboard..." />;
}

/**
 * The dashboard at / for anyone signed in (SPEC §2), in SPEC's order: greeting, the parent's
 * Family Wellness Overview, Daily Wellness Check, Daily Kindness Check, Practice Activities,
 * then Pause & Post from mfe-forum.
 */
export function HomeDashboard() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Loading your dashboard..." />;
  if (!user) return <SignedOut />;
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <PageTitle>{`Welcome, ${firstNameOrFriend(user)}!`}</PageTitle>
        <Muted>A few small steps for today. Go at your own pace.</Muted>
      </Stack>
      {user.role === 'parent' ? <FamilyWellnessOverview /> : null}
      <DailyWellnessCheck />
      <DailyKindnessCheck />
      <PracticeActivities />
      <RemoteComponent id="forum/PausePostPreview" props={{}} />
    </Stack>
  );
}
