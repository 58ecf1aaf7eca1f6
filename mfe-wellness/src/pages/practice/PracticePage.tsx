import { Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { PracticeActivities } from '../../dashboard/practice/PracticeActivities.js';
import { PracticeHistory } from './PracticeHistory.js';

/** /youth/practice and /parent/practice: the practice activities and everything done so far. */
export function PracticePage() {
  return (
    <Stack gap={8}>
      <Stack gap={2}>
        <PageTitle>Practice</PageTitle>
        <Muted>Small activities to feel calm and kind to yourself.</Muted>
      </Stack>
      <PracticeActivities />
      <PracticeHistory />
    </Stack>
  );
}
