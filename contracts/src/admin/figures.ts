import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { Role } from '../identity/user.js';
import { LinkPerson } from '../identity/links.js';
import { OrgSettings } from '../identity/org-settings.js';
import { ContentType } from '../events/forum.events.js';
import { ModerationDecision } from '../moderation/decisions.js';
import { DecisionCounts, WeeklyTrend } from './staff-figures.js';

/**
 * The moderator and admin dashboards' figures (issue 6). Each service answers for what it owns;
 * mfe-admin composes them. Every figure is counted from stored data when it is asked for.
 */

const Count = z.number().int().nonnegative();

// ── svc-identity: GET /api/admin/figures ────────────────────────────────────────────────────────

/** What an administrator did, as the audit log records it. */
export const AdminActivityKind = z.enum([
  'role-changed',
  'user-deleted',
  'staff-created',
  'link-approved',
  'link-rejected',
]);
export type AdminActivityKind = z.infer<typeof AdminActivityKind>;

/**
 * What an organization admin did in their district (issue 16), as the audit log records it: the
 * platform admin's feed shows these beside its own kinds, each naming the district.
 */
export const DistrictActivityKind = z.enum([
  'member-deactivated',
  'member-reactivated',
  'roster-import-applied',
  'roster-import-rolled-back',
  'activation-codes-issued',
  'org-settings-changed',
]);
export type DistrictActivityKind = z.infer<typeof DistrictActivityKind>;

/** A named thing of a district's as the feed shows it, its name read when the feed is read. */
const Named = z.object({ id: Id, name: z.string() });

/**
 * One entry of the audit log: who did what to whom, when. People by public fields only (never an
 * email), read when the log is shown: `null` once that account is gone (a deleted person's name is
 * not kept anywhere, the log included). `fromRole`/`toRole`: a role change's both sides, the role a
 * deleted account had (`fromRole`), the role a staff account was made with (`toRole`), the role of
 * a person a district deactivated or reactivated. A link decision names the parent (`whom`) and the
 * youth (`youth`).
 *
 * A district's entries (`DistrictActivityKind`) also carry `district` (`null` once it is gone), and
 * by kind: a batch of activation codes its `count` and its `school` (and `rosterClass`), or the one
 * person (`whom`) a single code was made for; an import what it did to `people`; a settings change
 * which `settings` changed, never their values. `whom` is `null` for what acted on no one person.
 */
export const AdminActivity = z
  .object({
    id: Id,
    kind: z.enum([...AdminActivityKind.options, ...DistrictActivityKind.options]),
    at: IsoDateTime,
    by: LinkPerson.nullable(),
    whom: LinkPerson.nullable(),
    youth: LinkPerson.nullable().optional(),
    fromRole: Role.optional(),
    toRole: Role.optional(),
    district: Named.nullable().optional(),
    school: Named.nullable().optional(),
    /** A rostered class: its OneRoster sourcedId and title. */
    rosterClass: z.object({ id: z.string(), title: z.string() }).nullable().optional(),
    count: Count.optional(),
    people: z.object({ created: Count, changed: Count, deactivated: Count }).optional(),
    settings: z.array(OrgSettings.keyof()).optional(),
  })
  .meta({ id: 'AdminActivity' });
export type AdminActivity = z.infer<typeof AdminActivity>;

export const ADMIN_ACTIVITY_SHOWN = 20;

export const IdentityFigures = z
  .object({
    users: z.object({
      total: Count,
      byRole: z.object({
        youth: Count,
        parent: Count,
        moderator: Count,
        admin: Count,
        // Organization admins (issue 16); absent in answers from before them.
        'org-admin': Count.default(0),
      }),
    }),
    /** Sessions alive in the session store now (signed-in browsers, any role). */
    activeSessions: Count,
    /** Parent–youth links waiting for an answer, and approved ones still in force. */
    links: z.object({ pending: Count, approved: Count }),
    /** The newest entries of the audit log (at most ADMIN_ACTIVITY_SHOWN), newest first. */
    recentAdminActivity: z.array(AdminActivity),
    /**
     * Accounts created per week, the last 8 weeks (issue 19; staffFigureText.totalUsers.trend).
     * Issue 19's figures are optional here and below: a dashboard deployed before the service that
     * counts them shows "—" for what that service does not send yet, and the rest as usual.
     */
    signUps: WeeklyTrend.optional(),
  })
  .meta({ id: 'IdentityFigures' });
export type IdentityFigures = z.infer<typeof IdentityFigures>;

/**
 * One growing-wait rule (issue 15): `freeTries` at once, then waits of 1 s, 2 s, 4 s, … up to
 * `maxDelaySeconds` between tries; tries are remembered for `windowSeconds` from the first.
 */
export const BackoffSettings = z.object({
  freeTries: Count,
  maxDelaySeconds: Count,
  windowSeconds: Count,
});
export type BackoffSettings = z.infer<typeof BackoffSettings>;

/** GET /api/admin/settings: what svc-identity actually enforces, read-only. */
export const IdentitySettings = z
  .object({
    /** How long a sign-in lasts (cookie, token and session share it). */
    sessionLifetimeSeconds: Count,
    /**
     * Length, and how hard to guess: at least 10^minGuessesLog10 guesses by the zxcvbn estimate
     * (common and breached passwords, patterns and the person's own names are refused).
     */
    password: z.object({ minLength: Count, maxLength: Count, minGuessesLog10: Count }),
    /**
     * Sign-in slowing, never a lock: failed sign-ins wait longer and longer per account from one
     * address or device (`perDevice`), per account from everywhere (`perAccount`) and per address
     * (`perAddress`); a browser that signed in to the account before (for `knownDeviceDays`) is
     * held only to its own tries.
     */
    signInLimits: z.object({
      perDevice: BackoffSettings,
      perAccount: BackoffSettings,
      perAddress: BackoffSettings,
      knownDeviceDays: Count,
    }),
    /** Sign-ups per address: a class signing up together, then growing waits. */
    signUpLimits: BackoffSettings,
  })
  .meta({ id: 'IdentitySettings' });
export type IdentitySettings = z.infer<typeof IdentitySettings>;

// ── svc-wellness: GET /api/wellness/admin/figures ───────────────────────────────────────────────

/**
 * Check-ins of one type across the community: how many, and their average emotion rating.
 * `prompted`: how many of them were answers to the app's automatic prompt rather than chosen.
 */
export const CheckInTypeFigures = z.object({
  count: Count,
  prompted: Count,
  /** 1 decimal; null when there are none. */
  averageRating: z.number().nullable(),
});
export type CheckInTypeFigures = z.infer<typeof CheckInTypeFigures>;

/** Community-wide aggregates only: no person, no feeling's name, no note. */
export const WellnessAdminFigures = z
  .object({
    checkIns: z.object({
      pre: CheckInTypeFigures,
      post: CheckInTypeFigures,
      postPost: CheckInTypeFigures,
    }),
    /**
     * Issue 19 (staffFigureText.checkInsThisWeek): check-ins of every type made per week, the last
     * 8 weeks, each counted in the week of the day it was made on in its youth's own calendar (the
     * weeks are the caller's; the last is this week so far). Absent from a service older than it.
     */
    checkInsMade: WeeklyTrend.optional(),
  })
  .meta({ id: 'WellnessAdminFigures' });
export type WellnessAdminFigures = z.infer<typeof WellnessAdminFigures>;

// ── svc-forum: GET /api/forum/admin/figures ─────────────────────────────────────────────────────

/** Posts by status: active (everyone sees it), flagged (held), archived (rejected). */
export const ContentStatusCounts = z.object({ total: Count, active: Count, flagged: Count, archived: Count });
export type ContentStatusCounts = z.infer<typeof ContentStatusCounts>;

export const ForumAdminFigures = z
  .object({
    threads: ContentStatusCounts,
    replies: ContentStatusCounts,
    /** Threads started this week (weeks start on Sunday in the caller's x-timezone, else UTC). */
    threadsThisWeek: Count,
    /**
     * Issue 19 (staffFigureText): threads members can see (active: `isVisibleTo` anyone but the
     * author), threads held or removed (the rest), responses members can see (active), and threads
     * started per week, the last 8 weeks, whatever became of them (the last is `threadsThisWeek`).
     */
    visibleThreads: Count.optional(),
    hiddenThreads: Count.optional(),
    visibleReplies: Count.optional(),
    threadsStarted: WeeklyTrend.optional(),
  })
  .meta({ id: 'ForumAdminFigures' });
export type ForumAdminFigures = z.infer<typeof ForumAdminFigures>;

// ── svc-moderation: GET /api/moderation/figures ─────────────────────────────────────────────────

/** A moderator as the dashboards show them; a deleted account reads as username 'anonymous'. */
const ShownModerator = z.object({ firstName: z.string().nullable(), username: z.string() });

export const ModerationDecisionSummary = z.object({
  itemId: Id,
  action: ModerationDecision,
  contentType: ContentType,
  by: ShownModerator,
  at: IsoDateTime,
});
export type ModerationDecisionSummary = z.infer<typeof ModerationDecisionSummary>;

export const RECENT_DECISIONS_SHOWN = 10;

/** One report reason and its share of this week's reports (whole percents summing to 100). */
export const ReportReasonShare = z.object({ reason: z.string(), count: Count, percent: Count });
export type ReportReasonShare = z.infer<typeof ReportReasonShare>;

/**
 * The moderator dashboard and the admin overview's content figures. "Today" and "this week" are
 * the caller's (x-timezone, else UTC; weeks start on Sunday). Active discussions are the forum's:
 * read `discussions` from GET /api/forum/activity (svc-moderation does not count threads).
 */
export const ModerationFigures = z
  .object({
    /** Items waiting in the queue now, and flagged ones waiting for an administrator. */
    pending: Count,
    flagged: Count,
    /** Moderators' decisions made today. */
    reviewedToday: Count,
    /** Items approved now (content kept or brought back after review). */
    approved: Count,
    /**
     * Items rejected now (taken down or kept private): Content Moderation's Rejected card (issue
     * 19; its list shows only the first page). Absent from a service older than it.
     */
    rejected: Count.optional(),
    /** Items decided at least once, all time (the admin overview's "content reviews"). */
    contentReviews: Count,
    /** The latest decisions, newest first (at most RECENT_DECISIONS_SHOWN). */
    recentActivity: z.array(ModerationDecisionSummary),
    /** Items that entered the queue this week, by where they are now. */
    thisWeek: z.object({
      total: Count,
      pending: Count,
      flagged: Count,
      approved: Count,
      rejected: Count,
    }),
    /**
     * This week's report reasons, most common first; empty when there were none. Since issue 19 the
     * same list as `week.reports.reasons` (safety screening's reasons included).
     */
    commonReasons: z.array(ReportReasonShare),
    /**
     * Issue 19 (staffFigureText): reports made this week — each member's report and each safety
     * screening that held a post, by when it was made — and their reasons (`reasons` shares out
     * exactly `total`, screening reasons included); decisions made this week by what each came
     * to (history: a later report or decision never changes them).
     */
    week: z
      .object({
        reports: z.object({
          total: Count,
          fromMembers: Count,
          fromScreening: Count,
          reasons: z.array(ReportReasonShare),
        }),
        decisions: DecisionCounts,
      })
      .optional(),
    /** The same counts per week, the last 8 weeks (the last is `week`'s). */
    trends: z
      .object({
        reports: WeeklyTrend,
        decisions: WeeklyTrend,
        approvals: WeeklyTrend,
        rejections: WeeklyTrend,
      })
      .optional(),
  })
  .meta({ id: 'ModerationFigures' });
export type ModerationFigures = z.infer<typeof ModerationFigures>;

// ── gateway: GET /api/admin/health ──────────────────────────────────────────────────────────────

export const HealthServiceName = z.enum(['identity', 'wellness', 'forum', 'moderation']);
export type HealthServiceName = z.infer<typeof HealthServiceName>;

/**
 * One service's readiness as the gateway probed it just now: `ready` or `unavailable` (it answered
 * /readyz; `checks` says whether its database, and svc-identity's session store, answered) or
 * `unreachable` (no answer within the timeout). `checks.kafka` is what the service's /healthz says
 * of Kafka, never a reason to be unavailable. `latencyMs` is how long the probe took.
 */
export const ServiceProbe = z.object({
  service: HealthServiceName,
  status: z.enum(['ready', 'unavailable', 'unreachable']),
  latencyMs: z.number().nonnegative(),
  checks: z.record(z.string(), z.string()),
});
export type ServiceProbe = z.infer<typeof ServiceProbe>;

export const SystemHealth = z
  .object({
    checkedAt: IsoDateTime,
    gateway: z.object({ startedAt: IsoDateTime, uptimeSeconds: Count }),
    services: z.array(ServiceProbe),
    /**
     * /api requests through this gateway since it started: the median latency (from its request
     * histogram, so an estimate within a bucket) and the share answered with a 5xx (0–1). Null
     * before the first request.
     */
    api: z.object({
      requests: Count,
      p50LatencyMs: z.number().nonnegative().nullable(),
      errorRate: z.number().min(0).max(1).nullable(),
    }),
  })
  .meta({ id: 'SystemHealth' });
export type SystemHealth = z.infer<typeof SystemHealth>;
