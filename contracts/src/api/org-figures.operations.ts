import { DistrictForumFigures, DistrictWellnessFigures } from '../organization/district-figures.js';
import type { Operation } from './operation.js';

/**
 * The district dashboard's wellness and forum figures (issue 16), each owned by the service that
 * holds the records, always over the caller's own district.
 */
export const orgFiguresOperations = {
  districtWellnessFigures: {
    method: 'get',
    path: '/api/org/figures/wellness',
    summary:
      'Wellness per school of the district this week: check-in participation and average figures ("fewer than 10" under 10 youth)',
    service: 'wellness',
    auth: 'org-admin',
    response: DistrictWellnessFigures,
    timeZone: true,
  },
  districtForumFigures: {
    method: 'get',
    path: '/api/org/figures/forum',
    summary:
      'Pause and Post activity per school of the district this week: threads, replies and youth who posted ("fewer than 10" under 10 youth)',
    service: 'forum',
    auth: 'org-admin',
    response: DistrictForumFigures,
    timeZone: true,
  },
} as const satisfies Record<string, Operation>;
