import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { GuardedFigure } from './small-figures.js';

/**
 * The district dashboard's figures (issue 16), per school of the organization admin's own district.
 * Every figure is a `GuardedFigure`: over fewer than 10 youth it is the words "fewer than 10", in
 * the page, the API and the export alike, so no figure can single a child out. Each service that
 * owns a part of the dashboard adds its schema here (check-in participation and wellness figures:
 * svc-wellness; forum activity: svc-forum; moderation load: svc-moderation), one per call.
 */

/**
 * One call's answer: a row per school (its `schoolId` and that call's figures) and when they were
 * counted. `name` makes the OpenAPI ids `School<name>Figures` and `District<name>Figures`.
 */
function districtFigures<
  const Name extends string,
  const Figures extends Record<string, typeof GuardedFigure>,
>(name: Name, figures: Figures) {
  const school = z.object({ schoolId: Id, ...figures }).meta({ id: `School${name}Figures` });
  const district = z
    .object({ schools: z.array(school), computedAt: IsoDateTime })
    .meta({ id: `District${name}Figures` });
  return { school, district };
}

/** GET /api/org/figures/people (svc-identity), one row per school. */
export const { school: SchoolPeopleFigures, district: DistrictPeopleFigures } = districtFigures('People', {
  /** Youth of the school with an active account (activated, not deactivated). */
  youth: GuardedFigure,
  /** Of those, how many were active in the last 7 days; "fewer than 10" when fewer than 10 were. */
  activeThisWeek: GuardedFigure,
});
export type SchoolPeopleFigures = z.infer<typeof SchoolPeopleFigures>;
export type DistrictPeopleFigures = z.infer<typeof DistrictPeopleFigures>;

/**
 * GET /api/org/figures/moderation (svc-moderation): each school's moderation load. Each figure is
 * guarded over the distinct youth who wrote the items it counts (not over the school's youth), so
 * a count of items about a handful of children never shows. Every school with any item this week
 * or open now is listed; a school not listed has none ("fewer than 10").
 */
export const { school: SchoolModerationFigures, district: DistrictModerationFigures } = districtFigures(
  'Moderation',
  {
    /** Items about the school's youth's posts that entered the queue this week (the caller's calendar). */
    enteredThisWeek: GuardedFigure,
    /** Items about the school's youth's posts waiting for a decision now (pending or escalated). */
    openNow: GuardedFigure,
  },
);
export type SchoolModerationFigures = z.infer<typeof SchoolModerationFigures>;
export type DistrictModerationFigures = z.infer<typeof DistrictModerationFigures>;

/**
 * GET /api/org/figures/wellness (svc-wellness), this week (the caller's calendar, weeks start on
 * Sunday), a row for every school of the district with youth on its roster. Every figure is guarded
 * over the youth it was computed over: participation over the youth who checked in, each average
 * over the youth who made the records it averages.
 */
export const { school: SchoolWellnessFigures, district: DistrictWellnessFigures } = districtFigures(
  'Wellness',
  {
    /**
     * Whole percent of the school's youth (everyone the school has on its roster) who made at least
     * one emotional check-in this week; guarded by how many did.
     */
    checkInParticipation: GuardedFigure,
    /** How strong the feelings youth checked in with were, 1–10 (one decimal), over this week's check-ins. */
    averageIntensity: GuardedFigure,
    /** Whole percent of this week's daily habits the youth marked done (SPEC §9 habits). */
    habitCompletion: GuardedFigure,
    /** Practices (micro-activities) completed this week per youth who did any (one decimal). */
    practicesPerYouth: GuardedFigure,
  },
);
export type SchoolWellnessFigures = z.infer<typeof SchoolWellnessFigures>;
export type DistrictWellnessFigures = z.infer<typeof DistrictWellnessFigures>;

/**
 * GET /api/org/figures/forum (svc-forum), this week (the caller's calendar), a row for every school
 * of the district with youth on its roster: what its youth wrote in Pause and Post. Every figure is
 * guarded by how many of its youth posted (a thread or a reply), so the activity of a handful of
 * children never shows.
 */
export const { school: SchoolForumFigures, district: DistrictForumFigures } = districtFigures('Forum', {
  /** Threads the school's youth started this week (removed ones included: they were written). */
  threads: GuardedFigure,
  /** Replies the school's youth wrote this week. */
  replies: GuardedFigure,
  /** How many of the school's youth wrote a thread or a reply this week. */
  youthWhoPosted: GuardedFigure,
});
export type SchoolForumFigures = z.infer<typeof SchoolForumFigures>;
export type DistrictForumFigures = z.infer<typeof DistrictForumFigures>;
