import type { Operation } from './operation.js';
import {
  districtWellnessFigures,
  districtWellnessFiguresDocs,
} from './org-figures/districtWellnessFigures.js';
import { districtForumFigures, districtForumFiguresDocs } from './org-figures/districtForumFigures.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { districtWellnessFigures, districtForumFigures };

/**
 * The district dashboard's wellness and forum figures (issue 16), each owned by the service that
 * holds the records, always over the caller's own district.
 */
export const orgFiguresOperations = {
  districtWellnessFigures: { ...districtWellnessFigures, ...districtWellnessFiguresDocs },
  districtForumFigures: { ...districtForumFigures, ...districtForumFiguresDocs },
} as const satisfies Record<string, Operation>;
