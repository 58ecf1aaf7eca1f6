import type { RosterClass, RosterImport, RosterImportList } from '@heartwise/contracts';
import {
  applyRosterImport,
  discardRosterImport,
  listRosterImports,
  rollBackRosterImport,
  rosterClasses,
  rosterImport,
  uploadRoster as uploadRosterCall,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const importsKey = apiKey(listRosterImports);

/** GET /api/org/imports (`listRosterImports`): the district's imports, newest first. */
export const fetchImports = (): Promise<RosterImportList> => callApi(listRosterImports);

export const importsQuery = queryOptions({ queryKey: importsKey, queryFn: fetchImports });

/** GET /api/org/imports/{importId} (`rosterImport`): one import's status, progress, preview and problems. */
export const fetchImport = (importId: string): Promise<RosterImport> =>
  callApi(rosterImport, { params: { importId } });

/** An import is at work while applying or rolling back: the page polls it then. */
export const isRunning = (rosterImport: RosterImport | undefined): boolean =>
  rosterImport?.status === 'applying' || rosterImport?.status === 'rolling-back';

export const POLL_MS = 1000;

export const importQuery = (importId: string) =>
  queryOptions({
    queryKey: apiKey(rosterImport, { params: { importId } }),
    queryFn: () => fetchImport(importId),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

/** POST /api/org/imports (`uploadRoster`), multipart/form-data: each file a `files` part; the reply is the dry-run preview. */
export function uploadRoster(files: readonly File[]): Promise<RosterImport> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return callApi(uploadRosterCall, { body: form });
}

export type ImportAction = 'apply' | 'rollback' | 'discard';

const importActions = {
  apply: applyRosterImport,
  rollback: rollBackRosterImport,
  discard: discardRosterImport,
};

/** POST /api/org/imports/{importId}/{apply|rollback|discard}, no body → 202 with the import. */
export const importAction = (importId: string, action: ImportAction): Promise<RosterImport> =>
  callApi(importActions[action], { params: { importId } });

export const classesKey = (schoolId: string) =>
  [...apiKey(rosterClasses, { query: { schoolId } }), schoolId] as const;

/** GET /api/org/classes?schoolId= (`rosterClasses`): a school's rostered classes (for per-class codes). */
export const fetchClasses = (schoolId: string): Promise<RosterClass[]> =>
  callApi(rosterClasses, { query: { schoolId } });

export const classesQuery = (schoolId: string) =>
  queryOptions({ queryKey: classesKey(schoolId), queryFn: () => fetchClasses(schoolId) });
