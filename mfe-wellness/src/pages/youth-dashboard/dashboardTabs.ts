// The youth dashboard's four tabs as addresses (issue 19): / sends a youth to /youth/dashboard, so
// what / showed on one page (habits, kindness, Pause and Post) is a link away, e.g.
// /youth/dashboard?tab=habits, and a reload keeps the tab.

export const youthDashboardTabs = ['overview', 'habits', 'practice', 'pause-and-post'] as const;
export type YouthDashboardTab = (typeof youthDashboardTabs)[number];

export const isDashboardTab = (value: string | null): value is YouthDashboardTab =>
  (youthDashboardTabs as readonly (string | null)[]).includes(value);

/** The tab an address asks for; anything else is the Overview. */
export const dashboardTabOf = (search: string): YouthDashboardTab => {
  const asked = new URLSearchParams(search).get('tab');
  return isDashboardTab(asked) ? asked : 'overview';
};

/** The address of a tab: the bare path for the Overview, `?tab=habits` and so on for the rest. */
export const dashboardTabSearch = (tab: YouthDashboardTab): string =>
  tab === 'overview' ? '' : `?tab=${tab}`;
