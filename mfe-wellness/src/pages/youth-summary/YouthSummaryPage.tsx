import { Muted, PageTitle, Stack } from '@heartwise/ui-kit';
import { YouthSummaryList } from '../../insights/YouthSummaryList.js';

/**
 * /parent/youth-summary: per linked youth, aggregates only (habits over 7 days, check-ins, average
 * intensity and its trend, practices this week). Never notes, answers, feelings' names or posts.
 */
export function YouthSummaryPage() {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <PageTitle>Youth Summary</PageTitle>
        <Muted>
          You see how things are going in numbers only: habits, check-ins, how strong feelings have been and
          practices. What your young person writes stays private to them.
        </Muted>
      </Stack>
      <YouthSummaryList />
    </Stack>
  );
}
