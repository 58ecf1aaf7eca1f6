import { YouthSummary, YouthSummaryList } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

const YOUTH_SUMMARIES_PATH = '/api/wellness/youth-summaries';
const MY_SUMMARY_PATH = '/api/wellness/my-summary';

/** GET /api/wellness/youth-summaries: aggregates for each youth linked to the signed-in parent. */
export const fetchYouthSummaries = () => getJson(YOUTH_SUMMARIES_PATH, YouthSummaryList);
export const youthSummariesQuery = queryOptions({
  queryKey: [YOUTH_SUMMARIES_PATH],
  queryFn: fetchYouthSummaries,
});

/** GET /api/wellness/my-summary: exactly what a linked parent sees about the signed-in youth. */
export const fetchMySummary = () => getJson(MY_SUMMARY_PATH, YouthSummary);
export const mySummaryQuery = queryOptions({ queryKey: [MY_SUMMARY_PATH], queryFn: fetchMySummary });
