import fc from 'fast-check';
import { ErrorBody } from '@heartwise/contracts';
import {
  badValue,
  injectionObjects,
  injectionStrings,
  OVERSIZED_BYTES,
  type FuzzCase,
  type FuzzReply,
} from '@heartwise/service-kit/testing';

/**
 * Generated requests aimed at the gateway's own doors rather than one service's contract: odd
 * methods and paths, broken or forged session cookies, CSRF headers from elsewhere, clients naming
 * their own identity, wrong content types and bodies, and headers Node itself must refuse. Each
 * case says what the gateway must make of it (see `checkGatewayReply`).
 */
export interface GatewayCase extends Pick<FuzzCase, 'method' | 'path' | 'headers' | 'body'> {
  kind: string;
  /** Anything short of a signed-in session reaches only the public routes. */
  access: 'public' | 'signed-in';
  /** The first `hw_session` the cookie parser reads belongs to a session that is alive. */
  liveSession: boolean;
  /** Some non-empty `hw_session` cookie rides along, live or not (what the CSRF check looks at). */
  sessionCookie: boolean;
  /** Origin (or, without one, Referer) is this very origin: the Host the request was sent to. */
  sameSite: boolean;
  /** Node refuses it before Express runs (oversized headers, a body both chunked and counted, Expect). */
  refusedByNode: boolean;
}

/** What the generator needs from the running stack. */
export interface GatewayCaseContext {
  /** A signed-in youth's cookie (`hw_session=...`), kept alive throughout. */
  liveCookie: string;
  /** A token whose session has ended (signed out), still within its lifetime. */
  revokedToken: string;
  /** Validly signed, role admin, but for a session that never existed. */
  sessionlessAdminToken: string;
  /** Validly shaped, signed with a key the gateway does not trust. */
  foreignKeyToken: string;
  port: number;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const printable = (text: string) => /^[\x20-\x7e]*$/.test(text) && text.length <= 8_000;
/** Injection strings that can travel in a header (printable ASCII, no line breaks). */
const headerSafeInjections = injectionStrings.filter(printable);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token claiming to be an admin: `alg: none`, which must never verify. */
const unsignedAdminToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
  sub: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04',
  sid: 'a'.repeat(32),
  role: 'admin',
  iss: 'heartwise-identity',
})}.`;

/** Paths the product serves without a session; everything else generated here needs one. */
const publicPaths = ['/api/login', '/api/register', '/api/docs', '/remotes.json', '/healthz', '/readyz'];
const signedInPaths = [
  '/api/user',
  '/api/user/export',
  '/api/forum/threads',
  '/api/forum/activity',
  '/api/forum/topics',
  '/api/habits',
  '/api/emotional-checkins',
  '/api/wellness/admin/figures',
  '/api/links',
  '/api/moderation/figures',
  '/api/admin/moderation?status=pending',
  '/api/admin/health',
  '/api/admin/users',
  '/api/admin/figures',
];
/** Odd spellings of real routes, traversal, broken encoding, operators in queries (never public). */
const oddPaths = [
  '/api',
  '/api/',
  '/api//forum/threads',
  '/api/forum/threads/',
  '/api/forum/../admin/users',
  '/API/ADMIN/HEALTH',
  '/api/admin/health/',
  '/api/admin/health%2F..%2Fusers',
  '/api/admin/moderation/..%2F..%2Fadmin%2Fusers',
  '/%2e%2e/api/admin/users',
  '/api/%',
  '/api/%E0%A4%A',
  '/api/admin/health%00',
  '/api/admin/health;jsessionid=1',
  '/api/admin/health?a[$ne]=1',
  '/api/admin/moderation?status[$gt]=',
  '/api/admin/users/%24where/role',
  `/api/forum/threads/${'x'.repeat(3_000)}`,
  '*',
  ...injectionStrings.slice(0, 12).map((text) => `/api/forum/threads/${encodeURIComponent(text)}`),
];

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];
const hosts = (port: number) => [
  `127.0.0.1:${port}`,
  `localhost:${port}`,
  `admin.localhost:${port}`,
  'heartwise.example',
];

interface Part {
  kind: string;
  headers: Record<string, string>;
}

/** Where the request says it came from, given the Host it was sent to. */
const sources = (host: string): (Part & { sameSite: boolean })[] => [
  { kind: 'no origin', headers: {}, sameSite: false },
  { kind: 'own origin', headers: { origin: `http://${host}` }, sameSite: true },
  { kind: 'own https origin', headers: { origin: `https://${host}` }, sameSite: true },
  { kind: 'own referer', headers: { referer: `http://${host}/youth/dashboard` }, sameSite: true },
  { kind: 'origin null', headers: { origin: 'null' }, sameSite: false },
  { kind: 'evil origin', headers: { origin: 'http://evil.example' }, sameSite: false },
  { kind: 'look-alike origin', headers: { origin: `http://${host}.evil.example` }, sameSite: false },
  { kind: 'unreadable origin', headers: { origin: 'not a url' }, sameSite: false },
  { kind: 'javascript origin', headers: { origin: 'javascript:alert(1)' }, sameSite: false },
  { kind: 'evil referer', headers: { referer: `http://evil.example/${host}` }, sameSite: false },
  {
    kind: 'evil origin, own referer',
    headers: { origin: 'http://evil.example', referer: `http://${host}/` },
    sameSite: false,
  },
];

interface CookiePart {
  kind: string;
  cookie?: string;
  liveSession: boolean;
  sessionCookie: boolean;
  oversized?: boolean;
}

const cookies = (context: GatewayCaseContext): CookiePart[] => {
  const dead = (kind: string, cookie: string, oversized = false): CookiePart => ({
    kind,
    cookie,
    liveSession: false,
    sessionCookie: true,
    oversized,
  });
  return [
    { kind: 'no cookie', liveSession: false, sessionCookie: false },
    { kind: 'live session', cookie: context.liveCookie, liveSession: true, sessionCookie: true },
    {
      kind: 'live session, then junk',
      cookie: `${context.liveCookie}; hw_session=junk`,
      liveSession: true,
      sessionCookie: true,
    },
    // The parser reads the first: a junk one first leaves the live one unread.
    dead('junk, then live session', `hw_session=junk; ${context.liveCookie}`),
    dead('revoked token', `hw_session=${context.revokedToken}`),
    dead('revoked token, space before =', `hw_session =${context.revokedToken}`),
    dead('revoked token, tab before =', `hw_session\t=${context.revokedToken}`),
    dead('revoked token after another cookie', `theme=dark;hw_session =${context.revokedToken}`),
    dead('sessionless admin token', `hw_session=${context.sessionlessAdminToken}`),
    dead('unsigned admin token', `hw_session=${unsignedAdminToken}`),
    dead('token from a foreign key', `hw_session=${context.foreignKeyToken}`),
    dead('junk token', 'hw_session=a.b.c'),
    dead('broken percent-encoding', 'hw_session=%E0%A4%A'),
    dead('long junk token', `hw_session=${'x'.repeat(6_000)}`),
    dead('oversized cookie', `hw_session=${'x'.repeat(20_000)}`, true),
    { kind: 'empty session cookie', cookie: 'hw_session=', liveSession: false, sessionCookie: false },
    { kind: 'cookie without a value', cookie: 'hw_session', liveSession: false, sessionCookie: false },
    { kind: 'cookie soup', cookie: '=;;;==; =x; ;', liveSession: false, sessionCookie: false },
  ];
};

/** A client naming its own identity: the gateway drops Authorization whatever it holds. */
const authorizations = (context: GatewayCaseContext): Part[] => [
  { kind: '', headers: {} },
  {
    kind: 'bearer sessionless admin',
    headers: { authorization: `Bearer ${context.sessionlessAdminToken}` },
  },
  { kind: 'bearer unsigned admin', headers: { authorization: `Bearer ${unsignedAdminToken}` } },
  { kind: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
];

const contentTypes = [
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'garbage;;;=',
  '*/*',
];

const brokenJson = ['{"a":', "{'a': 1}", '[1, 2', 'NaN', '{"a":1}}', '\u0000'];
const bodies: fc.Arbitrary<{ kind: string; body?: string }> = fc.oneof(
  fc.constant({ kind: 'no body' }),
  fc.constant({ kind: 'empty object', body: '{}' }),
  fc.constantFrom(...brokenJson).map((body) => ({ kind: 'broken JSON', body })),
  fc
    .constantFrom(...injectionObjects)
    .map((value) => ({ kind: 'operator object', body: JSON.stringify(value) })),
  badValue.map((value) => ({ kind: 'bad value', body: JSON.stringify(value) ?? 'undefined' })),
  fc.constant({ kind: 'oversized', body: JSON.stringify({ content: 'x'.repeat(OVERSIZED_BYTES) }) }),
  fc.constant({ kind: 'form', body: 'role=admin&password[$ne]=x' }),
  fc.constant({
    kind: 'XML entity',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  }),
);

/** Headers that are no one's business but must not break anything; some only Node can refuse. */
const extras: fc.Arbitrary<Part & { refusedByNode: 'always' | 'with a body' | 'never' }> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: '', headers: {}, refusedByNode: 'never' as const }) },
  fc.constantFrom(...headerSafeInjections).map((value) => ({
    kind: 'odd x-timezone',
    headers: { 'x-timezone': value },
    refusedByNode: 'never' as const,
  })),
  fc.constantFrom(...headerSafeInjections).map((value) => ({
    kind: 'odd x-request-id',
    headers: { 'x-request-id': value },
    refusedByNode: 'never' as const,
  })),
  fc.constantFrom('not-an-ip', '127.0.0.1, 10.0.0.1', '::1', '<script>', 'x'.repeat(500)).map((value) => ({
    kind: 'odd x-forwarded-for',
    headers: { 'x-forwarded-for': value },
    refusedByNode: 'never' as const,
  })),
  fc.constant({
    kind: 'forwarded host and proto',
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    refusedByNode: 'never' as const,
  }),
  fc.constant({
    kind: 'gzip claimed',
    headers: { 'content-encoding': 'gzip' },
    refusedByNode: 'never' as const,
  }),
  fc.constant({
    kind: 'expect continue',
    headers: { expect: '100-continue' },
    refusedByNode: 'never' as const,
  }),
  fc.constant({ kind: 'odd expect', headers: { expect: 'nope' }, refusedByNode: 'always' as const }),
  // With a body, the client sends both a length and chunks: request smuggling's shape.
  fc.constant({
    kind: 'chunked',
    headers: { 'transfer-encoding': 'chunked' },
    refusedByNode: 'with a body' as const,
  }),
);

/** The generated cases, for the stack `context` describes. */
export function gatewayRequests(context: GatewayCaseContext): fc.Arbitrary<GatewayCase> {
  const paths = [
    ...publicPaths.map((path) => ({ path, access: 'public' as const })),
    ...[...signedInPaths, ...oddPaths].map((path) => ({ path, access: 'signed-in' as const })),
  ];
  const hostAndSource = fc
    .constantFrom(...hosts(context.port))
    .chain((host) => fc.constantFrom(...sources(host)).map((source) => ({ host, source })));
  return fc
    .record({
      method: fc.constantFrom(...methods),
      route: fc.constantFrom(...paths),
      hostAndSource,
      cookie: fc.constantFrom(...cookies(context)),
      authorization: fc.constantFrom(...authorizations(context)),
      contentType: fc.constantFrom(...contentTypes),
      body: bodies,
      extra: extras,
    })
    .map(
      ({
        method,
        route,
        hostAndSource: { host, source },
        cookie,
        authorization,
        contentType,
        body: generatedBody,
        extra,
      }) => {
        const refusedByNode =
          cookie.oversized === true ||
          extra.refusedByNode === 'always' ||
          (extra.refusedByNode === 'with a body' && generatedBody.body !== undefined);
        // A HEAD answer has no body, so a client cannot read a refusal of a HEAD that sent one; and
        // a big body still on its way when Node refuses the headers is cut off (a reset, not an answer).
        const body: { kind: string; body?: string } =
          method === 'HEAD'
            ? { kind: 'no body' }
            : refusedByNode && generatedBody.kind === 'oversized'
              ? { kind: 'empty object', body: '{}' }
              : generatedBody;
        const kind = [method, route.path.slice(0, 60), host, source.kind, cookie.kind, authorization.kind]
          .concat([contentType ?? 'no content type', body.kind, extra.kind])
          .filter(Boolean)
          .join(' · ');
        return {
          // Counterexamples print as this line, not as kilobytes of cookie and body.
          [fc.toStringMethod]: () => kind,
          kind,
          method,
          path: route.path,
          headers: {
            host,
            ...source.headers,
            ...(cookie.cookie === undefined ? {} : { cookie: cookie.cookie }),
            ...authorization.headers,
            ...(contentType === undefined ? {} : { 'content-type': contentType }),
            ...extra.headers,
          },
          ...(body.body === undefined ? {} : { body: body.body }),
          access: route.access,
          liveSession: cookie.liveSession,
          sessionCookie: cookie.sessionCookie,
          sameSite: source.sameSite,
          refusedByNode,
        };
      },
    );
}

/**
 * What the gateway must make of a case; throws to fail the property. Never a 5xx (every service is
 * up); every refusal JSON with a sentence in `message` (HEAD answers carry no body, so only the
 * type); nothing but the public routes without a live session, whatever else the request claims;
 * and a mutation carrying a session cookie from anywhere but this origin refused with 403 before
 * it goes further. OPTIONS may list a route's methods (it carries out nothing).
 */
export function checkGatewayReply(fuzz: GatewayCase, reply: FuzzReply): void {
  const where = `${fuzz.kind} → ${reply.status} ${reply.text.slice(0, 200)}`;
  if (reply.status >= 500) throw new Error(`server error: ${where}`);
  if (reply.status >= 400) {
    if (!reply.contentType.includes('application/json')) throw new Error(`non-JSON refusal: ${where}`);
    if (fuzz.method !== 'HEAD') {
      const parsed = ErrorBody.safeParse(JSON.parse(reply.text));
      if (!parsed.success || parsed.data.message.trim().length < 3)
        throw new Error(`refusal without a message: ${where}`);
    }
  }
  const succeeded = reply.status < 400;
  if (fuzz.access === 'signed-in' && !fuzz.liveSession && fuzz.method !== 'OPTIONS' && succeeded)
    throw new Error(`answered without a live session: ${where}`);
  const crossSite = MUTATIONS.has(fuzz.method) && fuzz.sessionCookie && !fuzz.sameSite;
  if (crossSite && !fuzz.refusedByNode && fuzz.path.startsWith('/api') && reply.status !== 403)
    throw new Error(`cross-site mutation not refused with 403: ${where}`);
}
