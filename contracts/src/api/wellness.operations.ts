import type { Operation } from './operation.js';
import { helplines, helplinesDocs } from './wellness/helplines.js';
import { todaysHabits, todaysHabitsDocs } from './wellness/todaysHabits.js';
import { toggleHabit, toggleHabitDocs } from './wellness/toggleHabit.js';
import { todaysKindness, todaysKindnessDocs } from './wellness/todaysKindness.js';
import { toggleKindness, toggleKindnessDocs } from './wellness/toggleKindness.js';
import { practiceCompletions, practiceCompletionsDocs } from './wellness/practiceCompletions.js';
import { todaysPractice, todaysPracticeDocs } from './wellness/todaysPractice.js';
import { completeMicroActivity, completeMicroActivityDocs } from './wellness/completeMicroActivity.js';
import { saveCheckIn, saveCheckInDocs } from './wellness/saveCheckIn.js';
import { listCheckIns, listCheckInsDocs } from './wellness/listCheckIns.js';
import { latestCheckIn, latestCheckInDocs } from './wellness/latestCheckIn.js';
import { checkInTrend, checkInTrendDocs } from './wellness/checkInTrend.js';
import { activeEmotionSessions, activeEmotionSessionsDocs } from './wellness/activeEmotionSessions.js';
import { completeEmotionSession, completeEmotionSessionDocs } from './wellness/completeEmotionSession.js';
import { wellnessOverview, wellnessOverviewDocs, wellnessOverviewPath } from './wellness/wellnessOverview.js';
import { wellnessInsights, wellnessInsightsDocs, wellnessInsightsPath } from './wellness/wellnessInsights.js';
import { youthSummaries, youthSummariesDocs } from './wellness/youthSummaries.js';
import { mySummary, mySummaryDocs, mySummaryPath } from './wellness/mySummary.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  helplines,
  todaysHabits,
  toggleHabit,
  todaysKindness,
  toggleKindness,
  practiceCompletions,
  todaysPractice,
  completeMicroActivity,
  saveCheckIn,
  listCheckIns,
  latestCheckIn,
  checkInTrend,
  activeEmotionSessions,
  completeEmotionSession,
  wellnessOverview,
  wellnessOverviewPath,
  wellnessInsights,
  wellnessInsightsPath,
  youthSummaries,
  mySummary,
  mySummaryPath,
};

/**
 * svc-wellness's calls (SPEC §7 and the real figures behind the dashboards). Every one reads the
 * caller's local day from the `x-timezone` header and touches only the caller's own data.
 */
export const wellnessOperations = {
  helplines: { ...helplines, ...helplinesDocs },
  todaysHabits: { ...todaysHabits, ...todaysHabitsDocs },
  toggleHabit: { ...toggleHabit, ...toggleHabitDocs },
  todaysKindness: { ...todaysKindness, ...todaysKindnessDocs },
  toggleKindness: { ...toggleKindness, ...toggleKindnessDocs },
  practiceCompletions: { ...practiceCompletions, ...practiceCompletionsDocs },
  todaysPractice: { ...todaysPractice, ...todaysPracticeDocs },
  completeMicroActivity: { ...completeMicroActivity, ...completeMicroActivityDocs },
  saveCheckIn: { ...saveCheckIn, ...saveCheckInDocs },
  listCheckIns: { ...listCheckIns, ...listCheckInsDocs },
  latestCheckIn: { ...latestCheckIn, ...latestCheckInDocs },
  checkInTrend: { ...checkInTrend, ...checkInTrendDocs },
  activeEmotionSessions: { ...activeEmotionSessions, ...activeEmotionSessionsDocs },
  completeEmotionSession: { ...completeEmotionSession, ...completeEmotionSessionDocs },
  wellnessOverview: { ...wellnessOverview, ...wellnessOverviewDocs },
  wellnessInsights: { ...wellnessInsights, ...wellnessInsightsDocs },
  youthSummaries: { ...youthSummaries, ...youthSummariesDocs },
  mySummary: { ...mySummary, ...mySummaryDocs },
} as const satisfies Record<string, Operation>;
