// Contract-shaped examples for mfe-admin's jsdom tests (never imported by app code).
import type {
  ContentContext,
  DecisionCounts,
  ForumActivity,
  ForumAdminFigures,
  IdentityFigures,
  Link,
  WeeklyTrend,
  ModerationFigures,
  ModerationItem,
  ModerationStatus,
  Sanction,
  SystemHealth,
  User,
} from '@heartwise/contracts';
import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';

let sequence = 0;
// A valid UUID for any number of fixtures (a full moderation page makes thousands of ids).
const nextId = () => `aa0c1a52-3f0e-4c8e-9b51-${String((sequence += 1)).padStart(12, '0')}`;

/** A thread by Jo Park that Mia reported once: pending, still public; override what a test is about. */
export function anItem(overrides: Partial<ModerationItem> = {}): ModerationItem {
  const contentId = nextId();
  return {
    id: nextId(),
    contentType: 'thread',
    status: 'pending',
    createdAt: '2026-11-21T09:30:00.000Z',
    content: {
      title: 'Nobody gets it',
      content: 'Some days everything feels too much.',
      user: { firstName: 'Jo', lastName: 'Park', username: 'quiet-fern-12' },
    },
    reportedBy: { firstName: 'Mia', username: 'bright-sun-3' },
    reason: 'Might need a check-in from a moderator',
    kind: 'report',
    visibility: 'public',
    priority: 'medium',
    reporters: 1,
    editRequested: false,
    editAwaitingReview: false,
    history: [],
    authorSanctions: [],
    contentId,
    threadId: contentId,
    threadTitle: 'Nobody gets it',
    ...overrides,
  };
}

/** A reply by Leo in Mia's discussion "Exams next week", that screening held for crisis words. */
export function aCrisisReply(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return anItem({
    contentType: 'reply',
    content: {
      content: "I can't go on like this.",
      user: { firstName: 'Leo', lastName: 'Hart', username: 'still-lake-4' },
    },
    reportedBy: undefined,
    reason: undefined,
    kind: 'crisis',
    visibility: 'held',
    priority: 'high',
    reporters: 0,
    contentId: nextId(),
    threadId: nextId(),
    threadTitle: 'Exams next week',
    ...overrides,
  });
}

/** A sanction Mo issued; a day's mute from 21 November unless overridden. */
export function aSanction(overrides: Partial<Sanction> = {}): Sanction {
  return {
    id: nextId(),
    kind: 'mute',
    reason: 'Unkind words to another member',
    issuedAt: '2026-11-21T10:00:00.000Z',
    endsAt: '2026-11-22T10:00:00.000Z',
    liftedAt: null,
    issuedBy: { firstName: 'Mo', username: 'calm-moss-5' },
    ...overrides,
  };
}

/** The discussion around a reply: Mia's opening post, one reply before, the reply, one after. */
export function aContext(item: Pick<ModerationItem, 'contentId' | 'threadId'>): ContentContext {
  const post = (id: string, firstName: string, content: string, minute: number) => ({
    id,
    content,
    createdAt: `2026-11-21T09:${String(minute).padStart(2, '0')}:00.000Z`,
    status: 'active' as const,
    author: { firstName },
  });
  return {
    thread: { ...post(item.threadId, 'Mia', 'Anyone else dreading exams?', 0), title: 'Exams next week' },
    before: [post(nextId(), 'Sam', 'Me too, every day.', 10)],
    target: { ...post(item.contentId, 'Leo', "I can't go on like this.", 20), status: 'flagged' },
    after: [post(nextId(), 'Ava', 'Leo, we are here for you.', 30)],
  };
}

/** The four queue calls answered from `lists` (a status left out answers with an empty list). */
export function queueRoutes(
  lists: Partial<Record<ModerationStatus, ModerationItem[] | FakeRoute>>,
): Record<string, FakeRoute> {
  const statuses: ModerationStatus[] = ['pending', 'flagged', 'approved', 'rejected'];
  return Object.fromEntries(
    statuses.map((status) => {
      const list = lists[status] ?? [];
      return [
        `GET /api/admin/moderation?status=${status}`,
        Array.isArray(list) ? { status: 200, body: list } : list,
      ];
    }),
  );
}

/**
 * The queue's lists (as `queueRoutes`) and the moderation figures svc-moderation would count from
 * them, read at each call: the count cards and tabs follow the lists as decisions empty them.
 */
export function queueAndFigures(
  lists: Partial<Record<ModerationStatus, ModerationItem[] | FakeRoute>>,
): Record<string, FakeRoute> {
  const routes = queueRoutes(lists);
  const lengthOf = (status: ModerationStatus, call: FakeCall): number => {
    const route = routes[`GET /api/admin/moderation?status=${status}`];
    const reply = typeof route === 'function' ? route(call) : route;
    return reply && reply !== 'pending' && Array.isArray(reply.body) ? reply.body.length : 0;
  };
  return {
    ...routes,
    'GET /api/moderation/figures': (call) => ({
      status: 200,
      body: moderationFigures({
        pending: lengthOf('pending', call),
        flagged: lengthOf('flagged', call),
        approved: lengthOf('approved', call),
        rejected: lengthOf('rejected', call),
      }),
    }),
  };
}

/** A person in the admin's user list. */
export function aListedUser(overrides: Partial<User> & Pick<User, 'id' | 'username'>): User {
  return {
    email: `${overrides.username}@example.com`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'youth',
    createdAt: '2026-11-01T09:30:00.000Z',
    updatedAt: '2026-11-01T09:30:00.000Z',
    lastActive: null,
    organizationId: null,
    schoolId: null,
    ...overrides,
  };
}

/**
 * A weekly trend of the 8 weeks up to the week of Sunday 2026-11-15, oldest first; the counts given
 * are the latest weeks (the rest are 0).
 */
export function aTrend(...latest: number[]): WeeklyTrend {
  const sundays = ['09-27', '10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15'];
  return sundays.map((day, index) => ({
    weekStart: `2026-${day}`,
    count: latest[index - (sundays.length - latest.length)] ?? 0,
  }));
}

/** The moderation figures of a quiet week; override what a test is about. */
export function moderationFigures(overrides: Partial<ModerationFigures> = {}): ModerationFigures {
  return {
    pending: 0,
    flagged: 0,
    reviewedToday: 0,
    approved: 0,
    rejected: 0,
    contentReviews: 0,
    recentActivity: [],
    thisWeek: { total: 0, pending: 0, flagged: 0, approved: 0, rejected: 0 },
    commonReasons: [],
    week: aWeek(),
    trends: quietTrends(),
    ...overrides,
  };
}

type ThisWeek = NonNullable<ModerationFigures['week']>;

/** Eight quiet weeks of every moderation trend; spread it and override the one a test is about. */
export const quietTrends = (): NonNullable<ModerationFigures['trends']> => ({
  reports: aTrend(),
  decisions: aTrend(),
  approvals: aTrend(),
  rejections: aTrend(),
});

/** This week's part of the moderation figures: these decisions and reports, zero otherwise. */
export function aWeek(
  decisions: Partial<DecisionCounts> = {},
  reports: Partial<ThisWeek['reports']> = {},
): ThisWeek {
  return {
    reports: { total: 0, fromMembers: 0, fromScreening: 0, reasons: [], ...reports },
    decisions: { total: 0, approved: 0, rejected: 0, escalated: 0, editRequested: 0, ...decisions },
  };
}

/** svc-forum's admin figures of an empty forum; override what a test is about. */
export function forumFigures(overrides: Partial<ForumAdminFigures> = {}): ForumAdminFigures {
  const none = { total: 0, active: 0, flagged: 0, archived: 0 };
  return {
    threads: none,
    replies: none,
    threadsThisWeek: 0,
    visibleThreads: 0,
    hiddenThreads: 0,
    visibleReplies: 0,
    threadsStarted: aTrend(),
    ...overrides,
  };
}

/** GET /api/forum/activity with `discussions` visible discussions. */
export const forumActivity = (discussions: number): ForumActivity => ({
  discussions,
  mine: { threads: 0, replies: 0 },
});

/** A person as links and the audit log show them. */
export const aLinkPerson = (username: string, firstName: string | null, lastName: string | null = null) => ({
  id: nextId(),
  username,
  firstName,
  lastName,
});

/** svc-identity's figures for a community of one admin; override what a test is about. */
export function identityFigures(overrides: Partial<IdentityFigures> = {}): IdentityFigures {
  return {
    users: { total: 1, byRole: { youth: 0, parent: 0, moderator: 0, admin: 1, 'org-admin': 0 } },
    activeSessions: 1,
    links: { pending: 0, approved: 0 },
    recentAdminActivity: [],
    signUps: aTrend(),
    ...overrides,
  };
}

/** The gateway's health report: every service ready. */
export function systemHealth(overrides: Partial<SystemHealth> = {}): SystemHealth {
  return {
    checkedAt: '2026-11-21T10:00:00.000Z',
    gateway: { startedAt: '2026-11-19T07:00:00.000Z', uptimeSeconds: 183_600 },
    services: (['identity', 'wellness', 'forum', 'moderation'] as const).map((service) => ({
      service,
      status: 'ready' as const,
      latencyMs: 4,
      checks: { database: 'ok' },
    })),
    api: { requests: 120, p50LatencyMs: 18, errorRate: 0.01 },
    ...overrides,
  };
}

/** A pending request from a parent to link with a youth. */
export function aPendingLink(parent: string, youth: string): Link {
  return {
    id: nextId(),
    status: 'pending',
    parent: aLinkPerson(`${parent.toLowerCase()}-oak-1`, parent, 'Stone'),
    youth: aLinkPerson(`${youth.toLowerCase()}-fern-2`, youth, 'Stone'),
    youthUsername: `${youth.toLowerCase()}-fern-2`,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    approvedAt: null,
    endedAt: null,
  };
}
