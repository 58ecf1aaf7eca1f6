import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DistrictForumFigures,
  DistrictWellnessFigures,
  documentedStatuses,
  MyOrganization,
  operations,
  ORG_ADMIN_KEEPS,
  refusesOrgAdmins,
  type Method,
} from '@heartwise/contracts';
import { send, type FuzzReply } from '@heartwise/service-kit/testing';
import {
  DEMO_PASSWORD,
  startGatewayStack,
  type DemoAccount,
  type GatewayStack,
} from './support/gateway-stack.js';

/**
 * Who may call what on svc-wellness, svc-forum, svc-moderation and the gateway, through the real
 * gateway in front of the four real services: every call × every kind of caller → the status they
 * get (svc-identity has its own matrix, svc-identity/test/authorization-matrix.test.ts). Each cell
 * makes the people and content it acts on afresh, so no cell colours another. To add a call, add a
 * row; the last test fails while a call of the contracts has none.
 */
const callers = ['anonymous', 'youth', 'parent', 'moderator', 'admin'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

const signedIn = (status: number): Expected => ({
  anonymous: 401,
  youth: status,
  parent: status,
  moderator: status,
  admin: status,
});
const staffOnly = (status: number): Expected => ({
  anonymous: 401,
  youth: 403,
  parent: 403,
  moderator: status,
  admin: status,
});
const adminsOnly = (status: number): Expected => ({ ...staffOnly(status), moderator: 403 });
/** Pause and Post's threads and replies: youth and staff; a parent is refused (issue 19). */
const youthForum = (status: number): Expected => ({ ...signedIn(status), parent: 403 });

let stack: GatewayStack;
const cookies = new Map<DemoAccount, string>();
const hosts: Record<Caller, string> = {
  anonymous: 'localhost',
  youth: 'localhost',
  parent: 'localhost',
  moderator: 'mod.localhost',
  admin: 'admin.localhost',
};

/** One call through the gateway, as a page of the caller's portal would make it. */
async function call(
  caller: Caller | { cookie: string },
  method: Method,
  path: string,
  body?: unknown,
): Promise<FuzzReply> {
  const host = typeof caller === 'string' ? hosts[caller] : 'localhost';
  const cookie =
    typeof caller === 'string' ? (caller === 'anonymous' ? undefined : cookies.get(caller)) : caller.cookie;
  return send(stack.gateway.url, {
    method: method.toUpperCase(),
    path,
    headers: {
      host,
      origin: `http://${host}`,
      'x-timezone': 'UTC',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function ok<T>(reply: Promise<FuzzReply>, what: string): Promise<T> {
  const answer = await reply;
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

// ---- The people and content a cell acts on -----------------------------------------------------

let counter = 0;
/** A youth signed up just now, who has agreed to the Community Guidelines. */
async function someone(): Promise<{ cookie: string }> {
  counter += 1;
  const password = 'a kind and long secret';
  const reply = await call('anonymous', 'post', '/api/register', {
    email: `matrix-${Date.now()}-${counter}@example.com`,
    password,
    confirmPassword: password,
    firstName: 'Other',
    lastName: 'Member',
    role: 'youth',
  });
  expect(reply.status).toBe(201);
  const member = { cookie: reply.cookie };
  await ok(call(member, 'post', '/api/forum/consent'), 'agreeing to the guidelines');
  return member;
}

const topic = 'I feel nervous about something coming up';

async function threadBy(author: { cookie: string }): Promise<string> {
  const thread = await ok<{ id: string }>(
    call(author, 'post', '/api/forum/threads', {
      title: topic,
      content: 'Exams start soon and I feel uneasy.',
    }),
    'starting a discussion',
  );
  return thread.id;
}

async function replyBy(author: { cookie: string }, threadId: string): Promise<string> {
  const reply = await ok<{ id: string }>(
    call(author, 'post', `/api/forum/threads/${threadId}/replies`, { content: 'Breathing slowly helps me.' }),
    'replying',
  );
  return reply.id;
}

/** Someone else's discussion with someone else's reply. */
async function othersDiscussion(): Promise<{ threadId: string; replyId: string }> {
  const threadId = await threadBy(await someone());
  return { threadId, replyId: await replyBy(await someone(), threadId) };
}

/** A thread a member reported, once it is in the moderation queue: its item id. */
async function queuedItem(): Promise<string> {
  const threadId = await threadBy(await someone());
  await ok(
    call(await someone(), 'post', `/api/forum/threads/${threadId}/report`, { reason: 'Unkind or hurtful' }),
    'reporting',
  );
  return eventually(async () => {
    const items = await ok<{ id: string; contentId: string }[]>(
      call('admin', 'get', '/api/admin/moderation?status=pending'),
      'reading the queue',
    );
    return items.find((item) => item.contentId === threadId)?.id;
  }, 'the report reaches the queue');
}

/** A mute of a reported thread's author: its id. */
async function aMute(): Promise<string> {
  const itemId = await queuedItem();
  const sanction = await ok<{ id: string }>(
    call('moderator', 'post', `/api/admin/moderation/${itemId}/sanctions`, {
      kind: 'mute',
      durationHours: 24,
      reason: 'Please be kind to others.',
    }),
    'muting',
  );
  return sanction.id;
}

/** The caller's own check-in session (a 'pre' check-in opens one): its id. */
async function ownSessionOf(caller: Caller): Promise<string> {
  const checkIn = await ok<{ sessionId: string }>(
    call(caller, 'post', '/api/emotional-checkins', { emotionLabel: 'calmness', emotionRating: 4 }),
    'checking in',
  );
  return checkIn.sessionId;
}

async function ownHabitOf(caller: Caller): Promise<string> {
  const [habit] = await ok<{ id: string }[]>(call(caller, 'get', '/api/habits'), 'reading habits');
  if (!habit) throw new Error('no habit');
  return habit.id;
}

// ---- The rows ----------------------------------------------------------------------------------

interface Row {
  method: Method;
  /** As in contracts' operations (OpenAPI style). */
  path: string;
  /** The concrete call for one cell: the path with its parameters filled in, and a body. */
  request?: (caller: Caller) => Promise<{ path?: string; body?: unknown }>;
  expected: Expected;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  youth: status,
  parent: status,
  moderator: status,
  admin: status,
});
const onOwnSession = async (caller: Caller) =>
  caller === 'anonymous'
    ? { path: '/api/emotional-sessions/00000000-0000-4000-8000-000000000000/complete' }
    : { path: `/api/emotional-sessions/${await ownSessionOf(caller)}/complete` };
const onOwnHabit = async (caller: Caller) => ({
  path: `/api/habits/${caller === 'anonymous' ? '00000000-0000-4000-8000-000000000000' : await ownHabitOf(caller)}/complete`,
  body: { completed: true },
});
const onOthersThread = (suffix: string, body?: unknown) => async () => ({
  path: `/api/forum/threads/${(await othersDiscussion()).threadId}${suffix}`,
  ...(body === undefined ? {} : { body }),
});
const onOthersReply = (suffix: string, body?: unknown) => async () => ({
  path: `/api/forum/replies/${(await othersDiscussion()).replyId}${suffix}`,
  ...(body === undefined ? {} : { body }),
});
const onQueuedItem = (suffix: string, body?: unknown) => async () => ({
  path: `/api/admin/moderation/${await queuedItem()}${suffix}`,
  ...(body === undefined ? {} : { body }),
});

const rows: Row[] = [
  // Wellness: everyone signed in, on their own data only; the helplines for anyone at all
  { method: 'get', path: '/api/wellness/helplines', expected: everyone(200) },
  { method: 'get', path: '/api/wellness/export', expected: signedIn(200) },
  { method: 'get', path: '/api/habits', expected: signedIn(200) },
  { method: 'patch', path: '/api/habits/{id}/complete', request: onOwnHabit, expected: signedIn(200) },
  { method: 'get', path: '/api/daily-compassion-check', expected: signedIn(200) },
  {
    method: 'post',
    path: '/api/daily-compassion-check/toggle',
    request: async () => ({ body: { activityId: 'baby-me' } }),
    expected: signedIn(200),
  },
  { method: 'get', path: '/api/micro-activities/completions', expected: signedIn(200) },
  { method: 'get', path: '/api/micro-activities/today', expected: signedIn(200) },
  {
    method: 'post',
    path: '/api/micro-activities/complete',
    request: async () => ({
      body: { activityType: 'gratitude', response: 'My friend walked me home.', shareAnonymously: false },
    }),
    expected: signedIn(201),
  },
  {
    method: 'post',
    path: '/api/emotional-checkins',
    request: async () => ({ body: { emotionLabel: 'calmness', emotionRating: 4 } }),
    expected: signedIn(201),
  },
  { method: 'get', path: '/api/emotional-checkins', expected: signedIn(200) },
  { method: 'get', path: '/api/emotional-checkins/latest', expected: signedIn(200) },
  { method: 'get', path: '/api/emotional-checkins/trend', expected: signedIn(200) },
  { method: 'get', path: '/api/emotional-sessions/active', expected: signedIn(200) },
  {
    method: 'post',
    path: '/api/emotional-sessions/{sessionId}/complete',
    request: onOwnSession,
    expected: signedIn(200),
  },
  { method: 'get', path: '/api/wellness/overview', expected: signedIn(200) },
  { method: 'get', path: '/api/wellness/insights', expected: signedIn(200) },
  // A parent reads their linked youth's summaries; a youth reads what their parents can see.
  { method: 'get', path: '/api/wellness/youth-summaries', expected: { ...signedIn(403), parent: 200 } },
  { method: 'get', path: '/api/wellness/my-summary', expected: { ...signedIn(403), youth: 200 } },
  { method: 'get', path: '/api/wellness/admin/figures', expected: adminsOnly(200) },

  // Pause and Post: members, on what they may see; parents not at all (a youth space); nobody
  // edits, deletes or asks for help with someone else's post; only staff take posts down or read
  // them in context
  { method: 'get', path: '/api/forum/export', expected: signedIn(200) },
  { method: 'get', path: '/api/forum/topics', expected: signedIn(200) },
  { method: 'get', path: '/api/forum/threads', expected: youthForum(200) },
  { method: 'get', path: '/api/forum/search', expected: youthForum(200) },
  {
    method: 'post',
    path: '/api/forum/threads',
    request: async () => ({ body: { title: topic, content: 'Some days are heavier than others.' } }),
    expected: youthForum(201),
  },
  { method: 'get', path: '/api/forum/threads/{id}', request: onOthersThread(''), expected: youthForum(200) },
  {
    method: 'post',
    path: '/api/forum/threads/{id}/replies',
    request: onOthersThread('/replies', { content: 'You are not alone in this.' }),
    expected: youthForum(201),
  },
  {
    method: 'put',
    path: '/api/forum/threads/{id}',
    request: onOthersThread('', { content: 'Someone else changing these words.' }),
    expected: signedIn(403),
  },
  {
    method: 'put',
    path: '/api/forum/replies/{id}',
    request: onOthersReply('', { content: 'Someone else changing these words.' }),
    expected: signedIn(403),
  },
  {
    method: 'delete',
    path: '/api/forum/threads/{id}',
    request: onOthersThread(''),
    expected: signedIn(403),
  },
  {
    method: 'delete',
    path: '/api/forum/replies/{id}',
    request: onOthersReply(''),
    expected: signedIn(403),
  },
  {
    method: 'post',
    path: '/api/forum/threads/{id}/ask-for-help',
    request: onOthersThread('/ask-for-help', {}),
    expected: signedIn(403),
  },
  {
    method: 'post',
    path: '/api/forum/replies/{id}/ask-for-help',
    request: onOthersReply('/ask-for-help', {}),
    expected: signedIn(403),
  },
  {
    method: 'post',
    path: '/api/forum/threads/{id}/report',
    request: onOthersThread('/report', { reason: 'Spam or off-topic' }),
    expected: youthForum(200),
  },
  {
    method: 'post',
    path: '/api/forum/replies/{id}/report',
    request: onOthersReply('/report', { reason: 'Spam or off-topic' }),
    expected: youthForum(200),
  },
  {
    method: 'post',
    path: '/api/forum/threads/{id}/remove',
    request: onOthersThread('/remove', { reason: 'Names a classmate.' }),
    expected: staffOnly(200),
  },
  {
    method: 'post',
    path: '/api/forum/replies/{id}/remove',
    request: onOthersReply('/remove', { reason: 'Names a classmate.' }),
    expected: staffOnly(200),
  },
  {
    method: 'get',
    path: '/api/forum/context/{contentType}/{id}',
    request: async () => ({ path: `/api/forum/context/reply/${(await othersDiscussion()).replyId}` }),
    expected: staffOnly(200),
  },
  { method: 'get', path: '/api/forum/consent', expected: signedIn(200) },
  { method: 'post', path: '/api/forum/consent', expected: signedIn(200) },
  { method: 'get', path: '/api/forum/themes', expected: signedIn(200) },
  { method: 'get', path: '/api/forum/activity', expected: signedIn(200) },
  { method: 'get', path: '/api/forum/admin/figures', expected: adminsOnly(200) },
  { method: 'get', path: '/api/forum/blocks', expected: signedIn(200) },
  {
    method: 'post',
    path: '/api/forum/blocks',
    request: async () => ({ body: { contentType: 'reply', contentId: (await othersDiscussion()).replyId } }),
    expected: youthForum(201),
  },
  {
    // Someone else's block is no business of the caller's: it does not exist for them.
    method: 'delete',
    path: '/api/forum/blocks/{id}',
    request: async () => {
      const blocker = await someone();
      const block = await ok<{ id: string }>(
        call(blocker, 'post', '/api/forum/blocks', {
          contentType: 'thread',
          contentId: (await othersDiscussion()).threadId,
        }),
        'blocking',
      );
      return { path: `/api/forum/blocks/${block.id}` };
    },
    expected: signedIn(404),
  },
  { method: 'get', path: '/api/forum/standing', expected: signedIn(200) },
  {
    method: 'post',
    path: '/api/forum/standing/notices/{id}/read',
    request: async () => ({ path: '/api/forum/standing/notices/00000000-0000-4000-8000-000000000000/read' }),
    expected: signedIn(404),
  },

  // Moderation: moderators and admins work the queue, decide and sanction
  { method: 'get', path: '/api/admin/moderation', expected: staffOnly(200) },
  { method: 'get', path: '/api/moderation/figures', expected: staffOnly(200) },
  { method: 'get', path: '/api/moderation/queue-age', expected: staffOnly(200) },
  {
    method: 'post',
    path: '/api/admin/moderation/{itemId}/{action}',
    request: onQueuedItem('/keep'),
    expected: staffOnly(200),
  },
  {
    method: 'post',
    path: '/api/admin/moderation/{itemId}/sanctions',
    request: onQueuedItem('/sanctions', { kind: 'warning', reason: 'Please be kind to others.' }),
    expected: staffOnly(201),
  },
  {
    method: 'post',
    path: '/api/admin/moderation/sanctions/{sanctionId}/lift',
    request: async () => ({ path: `/api/admin/moderation/sanctions/${await aMute()}/lift` }),
    expected: staffOnly(200),
  },

  // An organization admin's moderation calls (issue 16): theirs alone, never a platform role's
  // (svc-moderation/test/districts.test.ts has the org admins of two districts)
  { method: 'get', path: '/api/org/escalations', expected: signedIn(403) },
  {
    method: 'post',
    path: '/api/org/escalations/{itemId}/{action}',
    request: async () => ({ path: `/api/org/escalations/${await queuedItem()}/hide` }),
    expected: signedIn(403),
  },
  { method: 'get', path: '/api/org/figures/moderation', expected: signedIn(403) },
  // The district dashboard's wellness and forum figures (issue 16): org admins only; their 200 and
  // their own district's schools are below, and in each service's district-figures story.
  { method: 'get', path: '/api/org/figures/wellness', expected: signedIn(403) },
  { method: 'get', path: '/api/org/figures/forum', expected: signedIn(403) },

  // The gateway's own
  { method: 'get', path: '/api/admin/health', expected: adminsOnly(200) },

  // svc-identity's User Management lists (its own matrix has the rest): the paged list's path reaches
  // svc-identity as the array's always has, and neither is taken for /api/admin/users/{userId}.
  { method: 'get', path: '/api/admin/users', expected: adminsOnly(200) },
  { method: 'get', path: '/api/admin/users/page', expected: adminsOnly(200) },
];

beforeAll(async () => {
  stack = await startGatewayStack();
  for (const who of ['youth', 'parent', 'moderator', 'admin'] as const) {
    cookies.set(who, await stack.signIn(who));
    await ok(call(who, 'post', '/api/forum/consent'), `${who} agreeing to the guidelines`);
  }
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const cells = rows.flatMap((row) => callers.map((caller) => ({ row, caller, status: row.expected[caller] })));

describe('the authorization matrix of wellness, the forum, moderation and the gateway', () => {
  it.each(cells)('$row.method $row.path as $caller → $status', async ({ row, caller, status }) => {
    const request = (await row.request?.(caller)) ?? {};
    const reply = await call(caller, row.method, request.path ?? row.path, request.body);
    expect({ status: reply.status, body: reply.status === status ? '' : reply.text }).toEqual({
      status,
      body: '',
    });
  });

  it('the OpenAPI document lists every status this matrix sees, for each call', () => {
    const undocumented = cells
      .filter(({ row, status }) => {
        const operation = operations.find((op) => op.method === row.method && op.path === row.path);
        return !operation || !documentedStatuses(operation).includes(status);
      })
      .map(({ row, caller, status }) => `${row.method} ${row.path} as ${caller} → ${status}`);
    expect(undocumented).toEqual([]);
  });

  it('has a row for every call of the contracts outside svc-identity', () => {
    const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
    const missing = operations
      .filter((operation) => operation.service !== 'identity')
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});

/**
 * Issue 16: an organization admin looks after their district from the portal and never reads, posts
 * or counts among its youth. Every wellness and forum call of a member or staff answers them 403;
 * help ("Get help now") and "Download my data" stay theirs. The rows above give each call.
 */
describe('an organization admin on the member calls of wellness and the forum', () => {
  // Help is public; their own data stays theirs (contracts' ORG_ADMIN_KEEPS).
  const stillTheirs = new Set(['get /api/wellness/helplines', ...ORG_ADMIN_KEEPS]);
  const operationOf = (row: Row) =>
    operations.find((operation) => operation.method === row.method && operation.path === row.path);
  const memberRows = rows.filter((row) => {
    const operation = operationOf(row);
    return operation !== undefined && refusesOrgAdmins(operation);
  });
  let orgAdmin: { cookie: string };

  beforeAll(async () => {
    const reply = await send(stack.gateway.url, {
      method: 'POST',
      path: '/api/login',
      headers: { host: 'portal.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'org-admin@heartwise.local', password: DEMO_PASSWORD }),
    });
    expect(reply.status).toBe(200);
    orgAdmin = { cookie: reply.cookie };
  });

  it('covers every member call of the two services', () => {
    expect(memberRows.length).toBeGreaterThan(20);
  });

  it.each(memberRows.map((row) => ({ row })))('$row.method $row.path → 403', async ({ row }) => {
    // The content a youth's cell would act on: refused before anything is looked up.
    const request = (await row.request?.('youth')) ?? {};
    const reply = await call(orgAdmin, row.method, request.path ?? row.path, request.body);
    expect({ status: reply.status, body: reply.status === 403 ? '' : reply.text }).toEqual({
      status: 403,
      body: '',
    });
    const operation = operationOf(row);
    expect(operation && documentedStatuses(operation)).toContain(403);
  });

  it.each([...stillTheirs].map((key) => ({ key })))('$key → 200', async ({ key }) => {
    const [method, path] = key.split(' ') as [Method, string];
    expect((await call(orgAdmin, method, path)).status).toBe(200);
  });

  // Their district's dashboard (issue 16): the same services answer them there, and only there.
  it.each([
    { path: '/api/org/figures/wellness', schema: DistrictWellnessFigures },
    { path: '/api/org/figures/forum', schema: DistrictForumFigures },
  ])("get $path → 200, their own district's schools", async ({ path, schema }) => {
    const district = MyOrganization.parse(JSON.parse((await call(orgAdmin, 'get', '/api/org')).text));
    const ownSchools = new Set(district.schools.map((school) => school.id));
    const reply = await call(orgAdmin, 'get', path);
    expect(reply.status).toBe(200);
    const figures = schema.parse(JSON.parse(reply.text));
    expect(figures.schools.filter((school) => !ownSchools.has(school.schoolId))).toEqual([]);
  });
});
