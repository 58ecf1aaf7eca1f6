import { wellnessInsights } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/wellness/insights (`wellnessInsights`): "what helps me" and habits vs mood, empty until there is enough data. */
export const fetchInsights = () => callApi(wellnessInsights);
export const insightsQuery = queryOptions({ queryKey: apiKey(wellnessInsights), queryFn: fetchInsights });
