import type { Operation } from './operation.js';
import { listOrgPeople, listOrgPeopleDocs } from './org-people/listOrgPeople.js';
import { deactivatePerson, deactivatePersonDocs } from './org-people/deactivatePerson.js';
import { reactivatePerson, reactivatePersonDocs } from './org-people/reactivatePerson.js';
import { orgSettings, orgSettingsDocs } from './org-people/orgSettings.js';
import { saveOrgSettings, saveOrgSettingsDocs } from './org-people/saveOrgSettings.js';
import { districtPeopleFigures, districtPeopleFiguresDocs } from './org-people/districtPeopleFigures.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  listOrgPeople,
  deactivatePerson,
  reactivatePerson,
  orgSettings,
  saveOrgSettings,
  districtPeopleFigures,
};

/**
 * A district's people, settings and people figures (issue 16), owned by svc-identity. Only an
 * organization admin, and only for their own district: anything of another district answers 404,
 * never 403, so its existence is not revealed.
 */
export const orgPeopleOperations = {
  listOrgPeople: { ...listOrgPeople, ...listOrgPeopleDocs },
  deactivatePerson: { ...deactivatePerson, ...deactivatePersonDocs },
  reactivatePerson: { ...reactivatePerson, ...reactivatePersonDocs },
  orgSettings: { ...orgSettings, ...orgSettingsDocs },
  saveOrgSettings: { ...saveOrgSettings, ...saveOrgSettingsDocs },
  districtPeopleFigures: { ...districtPeopleFigures, ...districtPeopleFiguresDocs },
} as const satisfies Record<string, Operation>;
