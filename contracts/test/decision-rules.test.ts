import { describe, expect, it } from '@jest/globals';
import {
  decisionLabel,
  decisionNeedsReason,
  decisionRules,
  decisionsFor,
  needsRiskConfirmation,
  queueStaff,
  ReviewKind,
  Role,
  waitsForAnAdministrator,
  worksTheQueue,
  type DecidableItem,
  type ModerationDecision,
} from '../src/index.js';

/**
 * The moderation rules svc-moderation enforces and the staff pages show, pinned as tables: a
 * change to any rule fails here first, where it reads as the rule it changes.
 */

const item = (facts: Partial<DecidableItem>): DecidableItem => ({
  kind: 'report',
  status: 'pending',
  visibility: 'public',
  editRequested: false,
  editAwaitingReview: false,
  ...facts,
});

/** What each role may decide about an item in this state; every other role may decide nothing. */
const offered: ReadonlyArray<
  [state: string, DecidableItem, Record<'moderator' | 'admin' | 'org-admin', ModerationDecision[]>]
> = [
  [
    'a reported post waiting',
    item({}),
    {
      moderator: ['hide', 'keep', 'request-edit', 'escalate'],
      admin: ['hide', 'keep', 'request-edit', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'a post screening held for crisis words',
    item({ kind: 'crisis', visibility: 'held' }),
    {
      moderator: ['support', 'remove', 'publish', 'escalate'],
      admin: ['support', 'remove', 'publish', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'a post screening held for abusive words',
    item({ kind: 'abusive', visibility: 'held' }),
    {
      moderator: ['remove', 'allow', 'request-edit', 'escalate'],
      admin: ['remove', 'allow', 'request-edit', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'a post waiting for the edit its author was asked for',
    item({ visibility: 'held', editRequested: true }),
    { moderator: ['remove', 'escalate'], admin: ['remove', 'escalate'], 'org-admin': [] },
  ],
  [
    "a reported post's edit waiting for review",
    item({ visibility: 'held', editAwaitingReview: true }),
    {
      moderator: ['allow', 'request-edit', 'remove', 'escalate'],
      admin: ['allow', 'request-edit', 'remove', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'an abusive post edited and waiting for review',
    item({ kind: 'abusive', visibility: 'held', editAwaitingReview: true }),
    {
      moderator: ['allow', 'request-edit', 'remove', 'escalate'],
      admin: ['allow', 'request-edit', 'remove', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'crisis content edited and waiting for review (a crisis stays a crisis)',
    item({ kind: 'crisis', visibility: 'held', editAwaitingReview: true }),
    {
      moderator: ['support', 'remove', 'publish', 'escalate'],
      admin: ['support', 'remove', 'publish', 'escalate'],
      'org-admin': [],
    },
  ],
  [
    'an escalated report',
    item({ status: 'flagged', visibility: 'held' }),
    { moderator: [], admin: ['hide', 'keep', 'request-edit'], 'org-admin': ['hide', 'keep', 'request-edit'] },
  ],
  [
    'escalated crisis content',
    item({ kind: 'crisis', status: 'flagged', visibility: 'held' }),
    { moderator: [], admin: ['support', 'remove', 'publish'], 'org-admin': ['support', 'remove', 'publish'] },
  ],
  [
    'an escalated abusive post',
    item({ kind: 'abusive', status: 'flagged', visibility: 'held' }),
    {
      moderator: [],
      admin: ['remove', 'allow', 'request-edit'],
      'org-admin': ['remove', 'allow', 'request-edit'],
    },
  ],
  [
    'an escalated post waiting for its edit',
    item({ status: 'flagged', visibility: 'held', editRequested: true }),
    { moderator: [], admin: ['remove'], 'org-admin': ['remove'] },
  ],
  [
    "an escalated post's edit waiting for review",
    item({ status: 'flagged', visibility: 'held', editAwaitingReview: true }),
    {
      moderator: [],
      admin: ['allow', 'request-edit', 'remove'],
      'org-admin': ['allow', 'request-edit', 'remove'],
    },
  ],
  [
    'a post decided public',
    item({ status: 'approved', visibility: 'public' }),
    { moderator: ['remove'], admin: ['remove'], 'org-admin': [] },
  ],
  [
    'a post taken down',
    item({ status: 'rejected', visibility: 'removed' }),
    { moderator: ['restore'], admin: ['restore'], 'org-admin': [] },
  ],
  [
    'crisis content kept private with support',
    item({ kind: 'crisis', status: 'rejected', visibility: 'private' }),
    { moderator: ['support', 'remove', 'restore'], admin: ['support', 'remove', 'restore'], 'org-admin': [] },
  ],
  [
    'a pending post its author deleted',
    item({ visibility: 'deleted' }),
    { moderator: [], admin: [], 'org-admin': [] },
  ],
  [
    'an escalated post its author deleted',
    item({ status: 'flagged', visibility: 'deleted' }),
    { moderator: [], admin: [], 'org-admin': [] },
  ],
];

describe('who may decide what about an item (decisionsFor)', () => {
  it.each(offered)(
    '%s: moderators, admins and organization admins get their choices',
    (_state, facts, choices) => {
      expect(decisionsFor(facts, 'moderator')).toEqual(choices.moderator);
      expect(decisionsFor(facts, 'admin')).toEqual(choices.admin);
      expect(decisionsFor(facts, 'org-admin')).toEqual(choices['org-admin']);
    },
  );

  it.each(offered)('%s: youth, parents and the signed-out may decide nothing', (_state, facts) => {
    for (const role of ['youth', 'parent', undefined] as const) expect(decisionsFor(facts, role)).toEqual([]);
  });

  it('covers every kind of item and every role there is', () => {
    const kinds = new Set(offered.map(([, facts]) => facts.kind));
    expect([...kinds].sort()).toEqual([...ReviewKind.options].sort());
    expect(Role.options).toEqual(['youth', 'parent', 'moderator', 'admin', 'org-admin']);
  });

  it('leaves an escalated item to an administrator: the moderator waits, nobody else does', () => {
    const escalated = item({ status: 'flagged', visibility: 'held' });
    expect(waitsForAnAdministrator(escalated, 'moderator')).toBe(true);
    expect(waitsForAnAdministrator(escalated, 'admin')).toBe(false);
    expect(waitsForAnAdministrator(escalated, 'org-admin')).toBe(false);
    expect(waitsForAnAdministrator(item({}), 'moderator')).toBe(false);
  });

  it('lets moderators and admins work the queue, and nobody else', () => {
    expect(queueStaff).toEqual(['moderator', 'admin']);
    expect(Role.options.filter((role) => worksTheQueue(role))).toEqual(['moderator', 'admin']);
    expect(worksTheQueue(undefined)).toBe(false);
  });
});

/** Where each decision leaves the item, who is asked to say why, and what its author may be told. */
const effects: ReadonlyArray<
  [ModerationDecision, { status: string; visibility: string; messageToAuthor: string; destructive: boolean }]
> = [
  ['hide', { status: 'rejected', visibility: 'removed', messageToAuthor: 'optional', destructive: true }],
  ['keep', { status: 'approved', visibility: 'public', messageToAuthor: 'none', destructive: false }],
  ['escalate', { status: 'flagged', visibility: 'held', messageToAuthor: 'none', destructive: false }],
  ['support', { status: 'rejected', visibility: 'private', messageToAuthor: 'optional', destructive: false }],
  ['remove', { status: 'rejected', visibility: 'removed', messageToAuthor: 'optional', destructive: true }],
  ['allow', { status: 'approved', visibility: 'public', messageToAuthor: 'none', destructive: false }],
  ['publish', { status: 'approved', visibility: 'public', messageToAuthor: 'none', destructive: true }],
  [
    'request-edit',
    { status: 'pending', visibility: 'held', messageToAuthor: 'required', destructive: false },
  ],
  ['restore', { status: 'approved', visibility: 'public', messageToAuthor: 'none', destructive: true }],
];

describe('what each decision does (decisionRules)', () => {
  it.each(effects)('%s leaves the item as its rule says', (decision, effect) => {
    const { status, visibility, messageToAuthor, destructive } = decisionRules[decision];
    expect({ status, visibility, messageToAuthor, destructive }).toEqual(effect);
  });

  it('has a rule for every decision and no other', () => {
    expect(Object.keys(decisionRules).sort()).toEqual(effects.map(([decision]) => decision).sort());
  });

  it('asks for a reason to make crisis content public, to restore, and to undo what was settled', () => {
    expect(decisionNeedsReason('publish', item({ kind: 'crisis', visibility: 'held' }))).toBe(true);
    expect(decisionNeedsReason('restore', item({ status: 'rejected', visibility: 'removed' }))).toBe(true);
    expect(decisionNeedsReason('remove', item({ status: 'approved', visibility: 'public' }))).toBe(true);
    expect(
      decisionNeedsReason('remove', item({ kind: 'crisis', status: 'rejected', visibility: 'private' })),
    ).toBe(true);
  });

  it('asks for no reason for a first decision, nor for another message on private content', () => {
    expect(decisionNeedsReason('hide', item({}))).toBe(false);
    expect(decisionNeedsReason('remove', item({ kind: 'abusive', visibility: 'held' }))).toBe(false);
    expect(
      decisionNeedsReason('support', item({ kind: 'crisis', status: 'rejected', visibility: 'private' })),
    ).toBe(false);
  });

  it('asks for the risk to be confirmed before crisis content is read by others, and only then', () => {
    const confirmed = (kind: ReviewKind) =>
      effects.map(([decision]) => decision).filter((decision) => needsRiskConfirmation(decision, kind));
    expect(confirmed('crisis')).toEqual(['allow', 'publish', 'restore']);
    expect(confirmed('report')).toEqual([]);
    expect(confirmed('abusive')).toEqual([]);
  });

  it("calls Allow 'Publish the edit' when what waits is the author's edit", () => {
    expect(decisionLabel('allow', { editAwaitingReview: true })).toBe('Publish the edit');
    expect(decisionLabel('allow', { editAwaitingReview: false })).toBe('Allow');
  });
});
