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

/** GET /api/org/figures/people (svc-identity), one school. */
export const SchoolPeopleFigures = z
  .object({
    schoolId: Id,
    /** Youth of the school with an active account (activated, not deactivated). */
    youth: GuardedFigure,
    /** Of those, how many were active in the last 7 days; "fewer than 10" when fewer than 10 were. */
    activeThisWeek: GuardedFigure,
  })
  .meta({ id: 'SchoolPeopleFigures' });
export type SchoolPeopleFigures = z.infer<typeof SchoolPeopleFigures>;

export const DistrictPeopleFigures = z
  .object({ schools: z.array(SchoolPeopleFigures), computedAt: IsoDateTime })
  .meta({ id: 'DistrictPeopleFigures' });
export type DistrictPeopleFigures = z.infer<typeof DistrictPeopleFigures>;

/**
 * GET /api/org/figures/moderation (svc-moderation), one school: its moderation load. Each figure is
 * guarded over the distinct youth who wrote the items it counts (not over the school's youth), so
 * a count of items about a handful of children never shows.
 */
export const SchoolModerationFigures = z
  .object({
    schoolId: Id,
    /** Items about the school's youth's posts that entered the queue this week (the caller's calendar). */
    enteredThisWeek: GuardedFigure,
    /** Items about the school's youth's posts waiting for a decision now (pending or escalated). */
    openNow: GuardedFigure,
  })
  .meta({ id: 'SchoolModerationFigures' });
export type SchoolModerationFigures = z.infer<typeof SchoolModerationFigures>;

/** Every school with any item this week or open now; a school not listed has none ("fewer than 10"). */
export const DistrictModerationFigures = z
  .object({ schools: z.array(SchoolModerationFigures), computedAt: IsoDateTime })
  .meta({ id: 'DistrictModerationFigures' });
export type DistrictModerationFigures = z.infer<typeof DistrictModerationFigures>;

/**
 * GET /api/org/figures/wellness (svc-wellness), one school, this week (the caller's calendar, weeks
 * start on Sunday). Every figure is guarded over the youth it was computed over: participation
 * over the youth who checked in, each average over the youth who made the records it averages.
 */
export const SchoolWellnessFigures = z
  .object({
    schoolId: Id,
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
  })
  .meta({ id: 'SchoolWellnessFigures' });
export type SchoolWellnessFigures = z.infer<typeof SchoolWellnessFigures>;

/** Every school of the district with youth on its roster. */
export const DistrictWellnessFigures = z
  .object({ schools: z.array(SchoolWellnessFigures), computedAt: IsoDateTime })
  .meta({ id: 'DistrictWellnessFigures' });
export type DistrictWellnessFigures = z.infer<typeof DistrictWellnessFigures>;

/**
 * GET /api/org/figures/forum (svc-forum), one school, this week (the caller's calendar): what its
 * youth wrote in Pause and Post. Every figure is guarded by how many of its youth posted (a thread
 * or a reply), so the activity of a handful of children never shows.
 */
export const SchoolForumFigures = z
  .object({
    schoolId: Id,
    /** Threads the school's youth started this week (removed ones included: they were written). */
    threads: GuardedFigure,
    /** Replies the school's youth wrote this week. */
    replies: GuardedFigure,
    /** How many of the school's youth wrote a thread or a reply this week. */
    youthWhoPosted: GuardedFigure,
  })
  .meta({ id: 'SchoolForumFigures' });
export type SchoolForumFigures = z.infer<typeof SchoolForumFigures>;

/** Every school of the district with youth on its roster. */
export const DistrictForumFigures = z
  .object({ schools: z.array(SchoolForumFigures), computedAt: IsoDateTime })
  .meta({ id: 'DistrictForumFigures' });
export type DistrictForumFigures = z.infer<typeof DistrictForumFigures>;
