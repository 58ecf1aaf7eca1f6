import { ROSTER_PROBLEMS_SHOWN } from '@heartwise/contracts';

/** The preview lists the first examples of each category and counts the rest. */
export const PREVIEW_EXAMPLES = 50;

/** Problems listed in full before "and N more": enough to fix a file's first mistakes, never a 50,000-row page. */
export const PROBLEMS_SHOWN = ROSTER_PROBLEMS_SHOWN;

/** Rows looked up in the stored roster at once: one round trip per 500 rows, a few hundred kB held. */
export const LOOKUP_BATCH = 500;

/**
 * orgs.csv is held in memory (every other file refers to it). The largest US district has about
 * 1,800 schools; a set with more than this is not one district.
 */
export const MAX_ORGS = 10_000;

/**
 * The sourcedIds of classes.csv are held for enrollments.csv to refer to (~60 bytes each, so the cap
 * is about 6 MB): a 50,000-student district has a few thousand classes.
 */
export const MAX_CLASSES = 100_000;

/** Orgs looked up in the stored roster are remembered up to this many, so bogus ids can't grow memory. */
export const MAX_REMEMBERED_ORGS = 10_000;
