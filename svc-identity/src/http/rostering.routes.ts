import { Router, type Request } from 'express';
import { RosterClassesQuery, RosterImportIdParams } from '@heartwise/contracts';
import { caller, HttpError, notFound } from '@heartwise/service-kit';
import type { SessionsPort } from '../ports/sessions.port.js';
import { openRosterUpload } from '../adapters/rostering/roster-upload.js';
import { saveMultipartUpload, UploadRefusedError } from '../adapters/rostering/multipart-upload.js';
import type { ImportDeps } from '../core/rostering/import/import-deps.js';
import { uploadImport } from '../core/rostering/import/upload-import.js';
import {
  discardImport,
  getImport,
  listImports,
  startApply,
  startRollback,
} from '../core/rostering/import/import-jobs.js';
import { listClasses } from '../core/rostering/import/roster-classes.js';
import { serveWithLiveSession, type IdentityServing } from './signed-in.js';

/** A malformed id names no import of theirs: 404 like any other. */
function importIdOf(req: Request): string {
  const parsed = RosterImportIdParams.safeParse(req.params);
  if (!parsed.success) throw notFound("We couldn't find that import.");
  return parsed.data.importId;
}

/**
 * Rostering (issue 16): an organization admin's OneRoster imports and the classes they brought,
 * always of their own district (the use cases read it from the caller's account).
 */
export function rosteringRoutes(deps: ImportDeps & { sessions: SessionsPort } & IdentityServing): Router {
  const router = Router();
  const serve = serveWithLiveSession(deps);

  serve(router, 'uploadRoster', async (req, res) => {
    const saved = await saveMultipartUpload(req.headers, req).catch((error: unknown) => {
      if (error instanceof UploadRefusedError) throw new HttpError(error.tooLarge ? 413 : 400, error.message);
      throw error;
    });
    try {
      res
        .status(201)
        .json(await uploadImport(deps, caller(req), openRosterUpload(saved.upload), saved.names));
    } finally {
      // The plan journaled every change: the files are not needed again.
      await saved.remove();
    }
  });

  serve(router, 'listRosterImports', async (req, res) => {
    res.json(await listImports(deps, caller(req)));
  });

  serve(router, 'rosterImport', async (req, res) => {
    res.json(await getImport(deps, caller(req), importIdOf(req)));
  });

  serve(router, 'applyRosterImport', async (req, res) => {
    res.status(202).json(await startApply(deps, caller(req), importIdOf(req)));
  });

  serve(router, 'rollBackRosterImport', async (req, res) => {
    res.status(202).json(await startRollback(deps, caller(req), importIdOf(req)));
  });

  serve(router, 'discardRosterImport', async (req, res) => {
    res.status(202).json(await discardImport(deps, caller(req), importIdOf(req)));
  });

  serve(router, 'rosterClasses', async (req, res) => {
    const { schoolId } = RosterClassesQuery.parse(req.query);
    res.json(await listClasses(deps, caller(req), schoolId));
  });

  return router;
}
