import type { Operation } from './operation.js';
import { identityFigures, identityFiguresDocs } from './admin/identityFigures.js';
import { identitySettings, identitySettingsDocs } from './admin/identitySettings.js';
import { wellnessAdminFigures, wellnessAdminFiguresDocs } from './admin/wellnessAdminFigures.js';
import { forumAdminFigures, forumAdminFiguresDocs } from './admin/forumAdminFigures.js';
import { moderationFigures, moderationFiguresDocs } from './admin/moderationFigures.js';
import { systemHealth, systemHealthDocs } from './admin/systemHealth.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  identityFigures,
  identitySettings,
  wellnessAdminFigures,
  forumAdminFigures,
  moderationFigures,
  systemHealth,
};

/**
 * The moderator and admin dashboards' figures: each service answers for what it owns, and the
 * gateway for the system's health. Roles are enforced by whoever answers (401 signed out, 403 others).
 */
export const adminOperations = {
  identityFigures: { ...identityFigures, ...identityFiguresDocs },
  identitySettings: { ...identitySettings, ...identitySettingsDocs },
  wellnessAdminFigures: { ...wellnessAdminFigures, ...wellnessAdminFiguresDocs },
  forumAdminFigures: { ...forumAdminFigures, ...forumAdminFiguresDocs },
  moderationFigures: { ...moderationFigures, ...moderationFiguresDocs },
  systemHealth: { ...systemHealth, ...systemHealthDocs },
} as const satisfies Record<string, Operation>;
