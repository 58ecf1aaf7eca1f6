import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

/**
 * Rostering (issue 16): an organization admin uploads a OneRoster CSV set, previews what it will do
 * (a dry run), then applies it as a job whose progress they watch; a failed one is resumed or
 * rolled back. svc-identity reads and plans the set; these are what the portal receives.
 */

/** Most bytes one upload may hold, files together (a 50,000-student users.csv is about 8 MB). */
export const ROSTER_UPLOAD_MAX_BYTES = 64 * 1024 ** 2;

/** Problems listed in a preview before "and N more". */
export const ROSTER_PROBLEMS_SHOWN = 200;

/** Something wrong with the upload, a file or a row; `line` as a spreadsheet shows it (header: 1). */
export const RosterProblem = z
  .object({
    file: z.string().nullable(),
    line: z.number().int().positive().nullable(),
    message: z.string(),
  })
  .meta({ id: 'RosterProblem' });
export type RosterProblem = z.infer<typeof RosterProblem>;

export const RosterExample = z.object({
  sourcedId: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
  changed: z.array(z.string()),
  file: z.string().nullable(),
  line: z.number().int().positive().nullable(),
});
export type RosterExample = z.infer<typeof RosterExample>;

const Count = z.number().int().nonnegative();

/** A count and its first examples: a 50,000-row import previews as a page, not a dump. */
export const RosterBucket = z.object({ count: Count, examples: z.array(RosterExample) });
export type RosterBucket = z.infer<typeof RosterBucket>;

/** What an import does to one kind of thing (schools, people, classes, enrollments). */
export const RosterTally = z.object({
  create: RosterBucket,
  change: RosterBucket,
  deactivate: RosterBucket,
  unchanged: Count,
});
export type RosterTally = z.infer<typeof RosterTally>;

const KindCounts = z.object({ create: Count, change: Count, deactivate: Count });

/** The dry run: counts per thing and action, first examples, problems with file and line, blockers. */
export const RosterPlanSummary = z
  .object({
    district: z
      .object({ sourcedId: z.string(), name: z.string(), action: z.enum(['link', 'unchanged']) })
      .nullable(),
    files: z.array(z.object({ file: z.string(), mode: z.enum(['bulk', 'delta', 'unstated']), rows: Count })),
    schools: RosterTally,
    people: RosterTally.extend({
      byKind: z.object({ youth: KindCounts, staff: KindCounts, parent: KindCounts }),
    }),
    classes: RosterTally,
    enrollments: RosterTally,
    /** Orgs that are neither the district nor a school: left out. */
    ignoredOrgs: RosterBucket,
    /** Every skipped row or file; the first ROSTER_PROBLEMS_SHOWN listed ("and N more": count minus shown). */
    problems: z.object({ count: Count, shown: z.array(RosterProblem) }),
    /** Why the set can't be applied; empty when it can. */
    blockers: z.array(RosterProblem),
    /** Creations, changes and deactivations together (and the district's first link): 0, nothing to do. */
    changes: Count,
    canApply: z.boolean(),
  })
  .meta({ id: 'RosterPlanSummary' });
export type RosterPlanSummary = z.infer<typeof RosterPlanSummary>;

/**
 * previewed → applying → applied; a stop part-way is failed (resume with apply, or roll back);
 * applied or failed → rolling-back → rolled-back; previewed → discarded.
 */
export const RosterImportStatus = z.enum([
  'previewed',
  'applying',
  'applied',
  'failed',
  'rolling-back',
  'rolled-back',
  'discarded',
]);
export type RosterImportStatus = z.infer<typeof RosterImportStatus>;

export const RosterImport = z
  .object({
    id: Id,
    status: RosterImportStatus,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    /** The organization admin who uploaded it. */
    createdBy: z.object({ userId: Id, name: z.string() }),
    /** The file names as uploaded. */
    files: z.array(z.string()),
    preview: RosterPlanSummary,
    /** Steps done of all the changes to make (or, rolling back, to undo): a progress bar's figures. */
    progress: z.object({ done: Count, total: Count }),
    /** Said when it stopped part-way: what happened, and what can be done now. */
    failure: z
      .object({
        during: z.enum(['apply', 'rollback']),
        message: z.string(),
        at: IsoDateTime,
        canResume: z.boolean(),
        canRollBack: z.boolean(),
      })
      .nullable(),
    /** What the apply did differently from the preview (e.g. an email already used elsewhere). */
    notices: z.object({ count: Count, shown: z.array(RosterProblem) }),
  })
  .meta({ id: 'RosterImport' });
export type RosterImport = z.infer<typeof RosterImport>;

export const RosterImportList = z.array(RosterImport).meta({ id: 'RosterImportList' });
export type RosterImportList = z.infer<typeof RosterImportList>;

export const RosterImportIdParams = z.object({ importId: Id });

/** POST /api/org/imports, as multipart/form-data: each part a file (orgs.csv, users.csv… or a .zip). */
export const RosterUploadForm = z
  .object({
    files: z.array(z.string().meta({ format: 'binary' })).meta({
      description:
        'orgs.csv, users.csv, and optionally roles.csv, classes.csv, enrollments.csv, manifest.csv; or one .zip of them',
    }),
  })
  .meta({ id: 'RosterUploadForm' });

/** A school's rostered class (Heartwise keeps no class pages: it is for per-class activation codes). */
export const RosterClass = z
  .object({
    /** The class's OneRoster sourcedId: what POST /api/org/activation-codes takes as `classId`. */
    id: z.string(),
    schoolId: Id,
    title: z.string(),
    classCode: z.string().nullable(),
  })
  .meta({ id: 'RosterClass' });
export type RosterClass = z.infer<typeof RosterClass>;

export const RosterClassList = z.array(RosterClass).meta({ id: 'RosterClassList' });
export const RosterClassesQuery = z.object({ schoolId: Id });
