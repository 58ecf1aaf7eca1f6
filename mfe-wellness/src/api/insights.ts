import { WellnessInsights } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

const INSIGHTS_PATH = '/api/wellness/insights';

/** GET /api/wellness/insights: "what helps me" and habits vs mood, empty until there is enough data. */
export const fetchInsights = () => getJson(INSIGHTS_PATH, WellnessInsights);
export const insightsQuery = queryOptions({ queryKey: [INSIGHTS_PATH], queryFn: fetchInsights });
