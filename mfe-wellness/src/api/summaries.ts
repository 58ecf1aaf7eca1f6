import { mySummary, youthSummaries } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/wellness/youth-summaries (`youthSummaries`): aggregates for each youth linked to the signed-in parent. */
export const fetchYouthSummaries = () => callApi(youthSummaries);
export const youthSummariesQuery = queryOptions({
  queryKey: apiKey(youthSummaries),
  queryFn: fetchYouthSummaries,
});

/** GET /api/wellness/my-summary (`mySummary`): exactly what a linked parent sees about the signed-in youth. */
export const fetchMySummary = () => callApi(mySummary);
export const mySummaryQuery = queryOptions({ queryKey: apiKey(mySummary), queryFn: fetchMySummary });
