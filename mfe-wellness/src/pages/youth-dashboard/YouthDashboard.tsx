import { firstNameOrFriend, Muted, PageTitle, Stack, useCurrentUser } from '@heartwise/ui-kit';
import { DailyWellnessCheck } from './DailyWellnessCheck.js';

/** The youth dashboard (SPEC §2): a greeting and today's wellness check. More sections arrive in later issues. */
export function YouthDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <PageTitle>{`Welcome back, ${firstNameOrFriend(user)}!`}</PageTitle>
        <Muted>Small steps count. Here is how today is going.</Muted>
      </Stack>
      <DailyWellnessCheck />
    </Stack>
  );
}
