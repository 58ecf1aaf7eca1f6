// Contract-shaped examples for mfe-portal's jsdom tests and pacts (never imported by app code).
import type {
  ActivationCodeBatch,
  ActivationSlip,
  DistrictForumFigures,
  DistrictModerationFigures,
  DistrictPeopleFigures,
  DistrictWellnessFigures,
  ModerationItem,
  MyOrganization,
  OrgPerson,
  OrgSettings,
  RosterImport,
  RosterPlanSummary,
} from '@heartwise/contracts';

export const stamp = '2026-11-21T09:30:00.000Z';
export const riversideId = 'c0a80101-0000-4000-8000-000000000001';
export const lincolnId = 'c0a80101-0000-4000-8000-000000000011';
export const oakId = 'c0a80101-0000-4000-8000-000000000012';

export const riverside: MyOrganization = {
  organization: { id: riversideId, name: 'Riverside Unified', createdAt: stamp },
  schools: [
    { id: lincolnId, organizationId: riversideId, name: 'Lincoln High' },
    { id: oakId, organizationId: riversideId, name: 'Oak Elementary' },
  ],
};

/** Lincoln has 24 youth, 12 active this week; Oak's figures are under 10, so they are words. */
export const riversideFigures: DistrictPeopleFigures = {
  schools: [
    { schoolId: lincolnId, youth: 24, activeThisWeek: 12 },
    { schoolId: oakId, youth: 'fewer than 10', activeThisWeek: 'fewer than 10' },
  ],
  computedAt: stamp,
};

/** Lincoln's wellness this week: 10 of 24 checked in (42 %); Oak's are under 10, so they are words. */
export const riversideWellness: DistrictWellnessFigures = {
  schools: [
    {
      schoolId: lincolnId,
      checkInParticipation: 42,
      averageIntensity: 5.8,
      habitCompletion: 61,
      practicesPerYouth: 1.5,
    },
    {
      schoolId: oakId,
      checkInParticipation: 'fewer than 10',
      averageIntensity: 'fewer than 10',
      habitCompletion: 'fewer than 10',
      practicesPerYouth: 'fewer than 10',
    },
  ],
  computedAt: stamp,
};

/** Lincoln's youth posted this week (11 of them); Oak is left out: none posted. */
export const riversideForum: DistrictForumFigures = {
  schools: [{ schoolId: lincolnId, threads: 14, replies: 52, youthWhoPosted: 11 }],
  computedAt: stamp,
};

/** Lincoln's moderation load; Oak has no items, so the answer leaves it out. */
export const riversideModeration: DistrictModerationFigures = {
  schools: [{ schoolId: lincolnId, enteredThisWeek: 12, openNow: 'fewer than 10' }],
  computedAt: stamp,
};

let sequence = 0;
const nextId = () => `c0a80101-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

export function aPerson(overrides: Partial<OrgPerson> = {}): OrgPerson {
  return {
    userId: nextId(),
    name: 'Maya Lopez',
    username: 'maya-lopez-4',
    email: 'maya.lopez@riverside.example',
    role: 'youth',
    schoolId: lincolnId,
    status: 'active',
    deactivatedAt: null,
    lastActive: stamp,
    ...overrides,
  };
}

export function aSlip(overrides: Partial<ActivationSlip> = {}): ActivationSlip {
  return {
    userId: nextId(),
    firstName: 'Noah',
    lastName: 'Kim',
    username: 'noah-kim-2',
    role: 'youth',
    schoolId: lincolnId,
    schoolName: 'Lincoln High',
    grade: '09',
    code: '7KQM-2X9D-HC4R',
    expiresAt: '2026-12-21T09:30:00.000Z',
    ...overrides,
  };
}

export const aBatch = (
  slips: ActivationSlip[],
  overrides: Partial<ActivationCodeBatch> = {},
): ActivationCodeBatch => ({
  issuedAt: stamp,
  expiresAt: '2026-12-21T09:30:00.000Z',
  schoolId: lincolnId,
  classId: null,
  slips,
  ...overrides,
});

export const districtSettings: OrgSettings = {
  communityScope: 'district',
  retentionDays: 30,
  screeningPhrases: ['bus 42 fight'],
  helplines: [{ name: 'Riverside Counseling', phone: '555-0100', hours: 'Weekdays 8–6' }],
};

const bucket = (count: number) => ({ count, examples: [] });
const tally = (create: number, change = 0, deactivate = 0, unchanged = 0) => ({
  create: bucket(create),
  change: bucket(change),
  deactivate: bucket(deactivate),
  unchanged,
});
const kind = (create: number) => ({ create, change: 0, deactivate: 0 });

/** Two schools and 40 students to create, three rows left out. */
export function aPlan(overrides: Partial<RosterPlanSummary> = {}): RosterPlanSummary {
  return {
    district: { sourcedId: 'district-1', name: 'Riverside Unified', action: 'link' },
    files: [
      { file: 'orgs.csv', mode: 'bulk', rows: 3 },
      { file: 'users.csv', mode: 'bulk', rows: 43 },
    ],
    schools: tally(2),
    people: { ...tally(40), byKind: { youth: kind(40), staff: kind(0), parent: kind(0) } },
    classes: tally(0),
    enrollments: tally(0),
    ignoredOrgs: bucket(0),
    problems: {
      count: 3,
      shown: [
        { file: 'users.csv', line: 7, message: 'The email is not an email address.' },
        { file: 'users.csv', line: 19, message: 'The role "janitor" is not one Heartwise knows.' },
        { file: 'users.csv', line: 33, message: 'The school "x-9" is not in orgs.csv.' },
      ],
    },
    blockers: [],
    changes: 43,
    canApply: true,
    ...overrides,
  };
}

export function anImport(overrides: Partial<RosterImport> = {}): RosterImport {
  return {
    id: 'c0a80101-0000-4000-8000-00000000aa01',
    status: 'previewed',
    createdAt: stamp,
    updatedAt: stamp,
    createdBy: { userId: 'c0a80101-0000-4000-8000-00000000bb01', name: 'Olivia Admin' },
    files: ['orgs.csv', 'users.csv'],
    preview: aPlan(),
    progress: { done: 0, total: 43 },
    failure: null,
    notices: { count: 0, shown: [] },
    ...overrides,
  };
}

/**
 * A thread by Jo Park that Mia reported and Riverside's moderator Rima escalated, with her note:
 * what an organization admin finds in Escalations. Override what a test is about.
 */
export function anEscalation(overrides: Partial<ModerationItem> = {}): ModerationItem {
  const contentId = nextId();
  return {
    id: nextId(),
    contentType: 'thread',
    status: 'flagged',
    createdAt: stamp,
    content: {
      title: 'Nobody gets it',
      content: 'Some days everything feels too much.',
      user: { firstName: 'Jo', lastName: 'Park', username: 'quiet-fern-12' },
    },
    reportedBy: { firstName: 'Mia', username: 'bright-sun-3' },
    reason: 'Names a classmate',
    kind: 'report',
    visibility: 'held',
    priority: 'medium',
    reporters: 1,
    editRequested: false,
    editAwaitingReview: false,
    moderatorNotes: 'The school should look at this.',
    history: [
      {
        action: 'escalate',
        by: { firstName: 'Rima', username: 'calm-moss-5' },
        at: stamp,
        notes: 'The school should look at this.',
      },
    ],
    authorSanctions: [],
    contentId,
    threadId: contentId,
    threadTitle: 'Nobody gets it',
    organizationId: riversideId,
    ...overrides,
  };
}
