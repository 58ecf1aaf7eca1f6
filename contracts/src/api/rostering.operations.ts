import type { Operation } from './operation.js';
import { uploadRoster, uploadRosterDocs } from './rostering/uploadRoster.js';
import { listRosterImports, listRosterImportsDocs } from './rostering/listRosterImports.js';
import { rosterImport, rosterImportDocs } from './rostering/rosterImport.js';
import { applyRosterImport, applyRosterImportDocs } from './rostering/applyRosterImport.js';
import { rollBackRosterImport, rollBackRosterImportDocs } from './rostering/rollBackRosterImport.js';
import { discardRosterImport, discardRosterImportDocs } from './rostering/discardRosterImport.js';
import { rosterClasses, rosterClassesDocs } from './rostering/rosterClasses.js';

// Each call is its own module, so a front end bundles only the calls it makes: see operations.ts.
export {
  uploadRoster,
  listRosterImports,
  rosterImport,
  applyRosterImport,
  rollBackRosterImport,
  discardRosterImport,
  rosterClasses,
};

/**
 * Rostering (issue 16), owned by svc-identity: an organization admin's OneRoster imports, always
 * their own district's. Another district's import is 404, never 403.
 */
export const rosteringOperations = {
  uploadRoster: { ...uploadRoster, ...uploadRosterDocs },
  listRosterImports: { ...listRosterImports, ...listRosterImportsDocs },
  rosterImport: { ...rosterImport, ...rosterImportDocs },
  applyRosterImport: { ...applyRosterImport, ...applyRosterImportDocs },
  rollBackRosterImport: { ...rollBackRosterImport, ...rollBackRosterImportDocs },
  discardRosterImport: { ...discardRosterImport, ...discardRosterImportDocs },
  rosterClasses: { ...rosterClasses, ...rosterClassesDocs },
} as const satisfies Record<string, Operation>;
