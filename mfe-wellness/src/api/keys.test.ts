import { describe, expect, it } from '@jest/globals';
import { discussionThemesQuery } from '../pages/parent-dashboard/discussionThemesQuery.js';
import { checkInKeys } from './checkins.js';
import { habitsQuery } from './habits.js';
import { insightsQuery } from './insights.js';
import { kindnessQuery } from './kindness.js';
import { forumActivityQuery, overviewQuery } from './overview.js';
import { completionsQuery, microActivitiesKey, todaysPracticeQuery } from './practice.js';
import { mySummaryQuery, youthSummariesQuery } from './summaries.js';

// Wellness's cache keys, now read from the contracts, are the arrays they always were: the forum
// (the latest check-in) and apps of an earlier release share these entries.
describe("wellness's cache keys", () => {
  it('are the API paths they were before the typed client', () => {
    expect(checkInKeys).toEqual({
      history: ['/api/emotional-checkins'],
      latest: ['/api/emotional-checkins/latest'],
      trend: ['/api/emotional-checkins/trend'],
    });
    expect(habitsQuery.queryKey).toEqual(['/api/habits']);
    expect(kindnessQuery.queryKey).toEqual(['/api/daily-compassion-check']);
    expect(overviewQuery.queryKey).toEqual(['/api/wellness/overview']);
    expect(forumActivityQuery.queryKey).toEqual(['/api/forum/activity']);
    expect(insightsQuery.queryKey).toEqual(['/api/wellness/insights']);
    expect(microActivitiesKey).toEqual(['/api/micro-activities']);
    expect(completionsQuery.queryKey).toEqual(['/api/micro-activities', 'completions']);
    expect(todaysPracticeQuery.queryKey).toEqual(['/api/micro-activities', 'today']);
    expect(youthSummariesQuery.queryKey).toEqual(['/api/wellness/youth-summaries']);
    expect(mySummaryQuery.queryKey).toEqual(['/api/wellness/my-summary']);
    expect(discussionThemesQuery.queryKey).toEqual(['/api/forum/themes']);
  });
});
