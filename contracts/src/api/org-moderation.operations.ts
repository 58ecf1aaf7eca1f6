import type { Operation } from './operation.js';
import { districtEscalations, districtEscalationsDocs } from './org-moderation/districtEscalations.js';
import { decideEscalation, decideEscalationDocs } from './org-moderation/decideEscalation.js';
import {
  districtModerationFigures,
  districtModerationFiguresDocs,
} from './org-moderation/districtModerationFigures.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export { districtEscalations, decideEscalation, districtModerationFigures };

/**
 * An organization admin's moderation calls (issue 16), owned by svc-moderation, always over their
 * own district.
 */
export const orgModerationOperations = {
  districtEscalations: { ...districtEscalations, ...districtEscalationsDocs },
  decideEscalation: { ...decideEscalation, ...decideEscalationDocs },
  districtModerationFigures: { ...districtModerationFigures, ...districtModerationFiguresDocs },
} as const satisfies Record<string, Operation>;
