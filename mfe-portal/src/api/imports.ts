import type { RosterClass } from '@heartwise/contracts';
import { RosterClassList, RosterImport, RosterImportList } from '@heartwise/contracts';
import { apiRequest, getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const importsKey = ['/api/org/imports'] as const;

/** GET /api/org/imports: the district's imports, newest first. */
export const fetchImports = (): Promise<RosterImportList> => getJson('/api/org/imports', RosterImportList);

export const importsQuery = queryOptions({ queryKey: importsKey, queryFn: fetchImports });

/** GET /api/org/imports/{importId}: one import's status, progress, preview and problems. */
export const fetchImport = (importId: string): Promise<RosterImport> =>
  getJson(`/api/org/imports/${encodeURIComponent(importId)}`, RosterImport);

/** An import is at work while applying or rolling back: the page polls it then. */
export const isRunning = (rosterImport: RosterImport | undefined): boolean =>
  rosterImport?.status === 'applying' || rosterImport?.status === 'rolling-back';

export const POLL_MS = 1000;

export const importQuery = (importId: string) =>
  queryOptions({
    queryKey: [...importsKey, importId],
    queryFn: () => fetchImport(importId),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

/** POST /api/org/imports, multipart/form-data: each file a `files` part; the reply is the dry-run preview. */
export async function uploadRoster(files: readonly File[]): Promise<RosterImport> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const response = await apiRequest('POST', '/api/org/imports', form);
  return RosterImport.parse(await response.json());
}

export type ImportAction = 'apply' | 'rollback' | 'discard';

/** POST /api/org/imports/{importId}/{apply|rollback|discard}, no body → 202 with the import. */
export async function importAction(importId: string, action: ImportAction): Promise<RosterImport> {
  const response = await apiRequest('POST', `/api/org/imports/${encodeURIComponent(importId)}/${action}`);
  return RosterImport.parse(await response.json());
}

export const classesKey = (schoolId: string) => ['/api/org/classes', schoolId] as const;

/** GET /api/org/classes?schoolId=: a school's rostered classes (for per-class codes). */
export const fetchClasses = (schoolId: string): Promise<RosterClass[]> =>
  getJson(`/api/org/classes?schoolId=${encodeURIComponent(schoolId)}`, RosterClassList);

export const classesQuery = (schoolId: string) =>
  queryOptions({ queryKey: classesKey(schoolId), queryFn: () => fetchClasses(schoolId) });
