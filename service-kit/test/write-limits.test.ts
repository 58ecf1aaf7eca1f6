import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import {
  CALL_WRITE_LIMITS,
  MEMBER_WRITE_LIMIT,
  operations,
  TOO_MANY_WRITES,
  TOO_MANY_WRITES_THIS_HOUR,
  WRITES_NEVER_LIMITED,
  type Role,
  type WriteLimit,
} from '@heartwise/contracts';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { authenticate } from '../src/auth/guards.js';
import { TokenIssuer, TokenVerifier } from '../src/auth/tokens.js';
import { createServiceApp } from '../src/http/create-service-app.js';
import { createLogger, type Logger } from '../src/logging/logger.js';
import { ServiceMetrics } from '../src/metrics/http-metrics.js';
import { KeyValueUnavailableError, type KeyValueStore } from '../src/ports/key-value.port.js';
import { testJwtKeys } from '../src/testing/service-env.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const verifier = new TokenVerifier(keys.publicKey);

/** A signed-in person: their Authorization header (valid for 3 hours: one test moves the clock). */
function person(role: Role = 'youth', sub: string = randomUUID()): string {
  return `Bearer ${issuer.issue({ sub, sid: randomUUID().replace(/-/g, ''), role }, 3 * 3600)}`;
}

interface AppOptions {
  service?: string;
  store?: KeyValueStore;
  logger?: Logger;
  general?: WriteLimit;
  calls?: Record<string, WriteLimit>;
}

/** A service app whose every route answers once the caller is signed in, like the real ones. */
function serviceApp(options: AppOptions = {}): Express {
  const service = options.service ?? 'svc-wellness';
  return createServiceApp({
    service,
    logger: options.logger ?? createLogger(service, 'silent'),
    metrics: new ServiceMetrics(`${service}-${randomUUID().slice(0, 8)}`.replace(/-/g, '_')),
    readiness: {},
    writeLimits: {
      store: options.store ?? new MemoryKeyValueStore(),
      verifier,
      ...(options.general ? { general: options.general } : {}),
      ...(options.calls ? { calls: options.calls } : {}),
    },
    routes(app) {
      app.use('/api', authenticate(verifier), (req, res) => {
        res.status(req.method === 'GET' ? 200 : 201).json({ ok: true });
      });
    },
  });
}

const checkIn = (app: Express, who: string) =>
  request(app)
    .post('/api/emotional-checkins')
    .set('Authorization', who)
    .send({ emotionLabel: 'joy', emotionRating: 4 });
const tickHabit = (app: Express, who: string) =>
  request(app)
    .patch(`/api/habits/${randomUUID()}/complete`)
    .set('Authorization', who)
    .send({ completed: true });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('per-person write limits', () => {
  it('stop a youth checking in again and again at 10 a minute, kindly, and say when to try again', async () => {
    const app = serviceApp();
    const sam = person();
    expect(CALL_WRITE_LIMITS['post /api/emotional-checkins']?.perMinute).toBe(10);
    for (let n = 0; n < 10; n += 1) {
      expect((await checkIn(app, sam)).status).toBe(201);
    }
    const refused = await checkIn(app, sam);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_WRITES, retryAfterSeconds: expect.any(Number) });
    expect(TOO_MANY_WRITES).toBe(
      "You're doing that a lot. Please take a short break and try again in a minute.",
    );
    const wait = refused.body.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(refused.headers['cache-control']).toBe('no-store');

    // Only check-ins are used up: Sam's other writes go on, and nobody else is held up.
    expect((await tickHabit(app, sam)).status).toBe(201);
    expect((await checkIn(app, person())).status).toBe(201);
  });

  it('count every write a member makes, 60 a minute in each service, whichever call it is', async () => {
    const store = new MemoryKeyValueStore();
    const wellness = serviceApp({ store });
    const forum = serviceApp({ store, service: 'svc-forum' });
    const ana = person('parent');
    for (let n = 0; n < MEMBER_WRITE_LIMIT.perMinute; n += 1) {
      expect((await tickHabit(wellness, ana)).status).toBe(201);
    }
    const refused = await request(wellness)
      .post('/api/daily-compassion-check/toggle')
      .set('Authorization', ana)
      .send({ activityId: 'smile' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_WRITES);
    // Per service: the forum counts Ana's writes there apart.
    const post = await request(forum).post('/api/forum/threads').set('Authorization', ana).send({});
    expect(post.status).toBe(201);
  });

  it('after the minute, count the hour; refused clicks never use the hour up', async () => {
    let clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const app = serviceApp({ general: { perMinute: 3, perHour: 5 } });
    const leo = person();
    for (let n = 0; n < 3; n += 1) expect((await tickHabit(app, leo)).status).toBe(201);
    // Ten more clicks in the same minute: refused, and not counted against the hour.
    for (let n = 0; n < 10; n += 1) expect((await tickHabit(app, leo)).status).toBe(429);

    clock += 61_000;
    for (let n = 0; n < 2; n += 1) expect((await tickHabit(app, leo)).status).toBe(201);
    const refused = await tickHabit(app, leo);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_WRITES_THIS_HOUR);
    expect(refused.body.retryAfterSeconds).toBe(3600 - 61);

    clock += 3600_000;
    expect((await tickHabit(app, leo)).status).toBe(201);
  });

  it('never count reads, anonymous or forged callers, staff-only calls or signing out', async () => {
    const store = new MemoryKeyValueStore();
    const general = { perMinute: 2, perHour: 2 };
    const wellness = serviceApp({ store, general });
    const moderation = serviceApp({ store, general, service: 'svc-moderation' });
    const identity = serviceApp({ store, general, service: 'svc-identity' });
    const mia = person();
    const moderator = person('moderator');

    for (let n = 0; n < 5; n += 1) {
      expect((await request(wellness).get('/api/habits').set('Authorization', mia)).status).toBe(200);
      expect((await request(wellness).post('/api/emotional-checkins').send({})).status).toBe(401);
      expect(
        (
          await request(moderation)
            .post(`/api/admin/moderation/${randomUUID()}/approve`)
            .set('Authorization', moderator)
            .send({})
        ).status,
      ).toBe(201);
      expect((await request(identity).post('/api/logout').set('Authorization', mia)).status).toBe(201);
    }
    // Someone signing tokens with another key in Mia's name cannot use up her writes.
    const forger = new TokenIssuer(testJwtKeys().privateKey);
    const forged = `Bearer ${forger.issue({ sub: decodeSub(mia), sid: 'f'.repeat(32), role: 'youth' }, 600)}`;
    for (let n = 0; n < 5; n += 1) expect((await tickHabit(wellness, forged)).status).toBe(401);

    expect((await tickHabit(wellness, mia)).status).toBe(201);
    expect((await tickHabit(wellness, mia)).status).toBe(201);
    expect((await tickHabit(wellness, mia)).status).toBe(429);
  });

  it('let writes through, and warn, when the key-value store cannot be reached', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const away = new MemoryKeyValueStore();
    jest.spyOn(away, 'incr').mockRejectedValue(new KeyValueUnavailableError('Cannot reach Redis'));
    const app = serviceApp({ store: away, logger, general: { perMinute: 1, perHour: 1 } });
    const sam = person();
    for (let n = 0; n < 5; n += 1) expect((await tickHabit(app, sam)).status).toBe(201);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      'write limits cannot be counted (key-value store unreachable); letting writes through',
    ]);
  });
});

describe('the write limits in contracts', () => {
  const writes = new Map(
    operations.filter((operation) => operation.method !== 'get').map((op) => [`${op.method} ${op.path}`, op]),
  );

  it("name only members' write calls, each tighter than every write together", () => {
    for (const [call, limit] of Object.entries(CALL_WRITE_LIMITS)) {
      expect([call, writes.get(call)?.auth]).toEqual([call, 'member']);
      expect(limit.perMinute).toBeLessThan(MEMBER_WRITE_LIMIT.perMinute);
      expect(limit.perHour).toBeLessThan(MEMBER_WRITE_LIMIT.perHour);
      expect(limit.perHour).toBeGreaterThanOrEqual(limit.perMinute);
    }
    for (const call of WRITES_NEVER_LIMITED) expect([call, writes.has(call)]).toEqual([call, true]);
  });
});

function decodeSub(authorization: string): string {
  const payload = authorization.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}
