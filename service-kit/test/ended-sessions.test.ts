import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionEnded } from '@heartwise/contracts';
import { createLogger } from '../src/logging/logger.js';
import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { EndedSessions, endedSessionsCollection } from '../src/auth/ended-sessions.js';
import { TokenIssuer, TokenVerifier } from '../src/auth/tokens.js';
import { newEvent } from '../src/domain/new-event.js';
import { startService, type RunningService } from '../src/runtime/start-service.js';
import { testJwtKeys, testServiceEnv } from '../src/testing/service-env.js';
import { notesService } from './support/notes-service.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const logger = createLogger('test', 'silent');
const HOUR_MS = 60 * 60_000;

const newSid = () => randomBytes(32).toString('base64url');
/** A token as svc-identity signs it: a person, their session, as long as the session lives (a day). */
const tokenFor = (sid: string, userId = randomUUID(), ttlSeconds = 86_400) =>
  issuer.issue({ sub: userId, sid, role: 'youth' }, ttlSeconds);
/** identity.session.ended as svc-identity publishes it. */
const sessionsEnded = (userId: string, sessions: { sid: string; expiresAt: Date }[]) =>
  newEvent(SessionEnded, {
    userId,
    sessions: sessions.map(({ sid, expiresAt }) => ({ sessionId: sid, expiresAt: expiresAt.toISOString() })),
  });

describe('a service started alone, with nobody to ask', () => {
  const transport = new MemoryEventTransport({ logger });
  let notes: RunningService;

  beforeAll(async () => {
    notes = await startService(notesService(), {
      env: testServiceEnv(keys.publicKey),
      embedded: { transport, kv: new MemoryKeyValueStore() },
    });
  });
  afterAll(async () => {
    await notes.stop();
    await transport.close();
  });

  const me = (token: string) =>
    fetch(`${notes.url}/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

  it('refuses the token of a session that ended once the event reaches it, and no other', async () => {
    const ana = randomUUID();
    const signedOut = newSid();
    const stillIn = newSid();
    expect(await me(tokenFor(signedOut, ana))).toBe(200);

    await transport.publish([
      sessionsEnded(ana, [{ sid: signedOut, expiresAt: new Date(Date.now() + 24 * HOUR_MS) }]),
    ]);

    const deadline = Date.now() + 2_000;
    while ((await me(tokenFor(signedOut, ana))) !== 401 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await me(tokenFor(signedOut, ana))).toBe(401);
    expect(await me(tokenFor(stillIn, ana))).toBe(200);
  });
});

describe('the projection of ended sessions', () => {
  /** A projection on `store`, fed by `deliver` as its subscription would be. */
  async function projection(
    store: MemoryDocumentStore,
    options: { capacity?: number; now?: () => Date } = {},
  ) {
    const ended = new EndedSessions({ service: 'svc-test', store, logger, ...options });
    const bus = new MemoryEventTransport({ logger });
    await ended.start(bus);
    const handler = ended.handlers()[SessionEnded.type];
    if (!handler) throw new Error('no handler for identity.session.ended');
    return {
      ended,
      verifier: new TokenVerifier(keys.publicKey, { endedSessions: ended }),
      deliver: (event: ReturnType<typeof sessionsEnded>) => handler.handle(event),
      async stop() {
        ended.stop();
        await bus.close();
      },
    };
  }

  it('is rebuilt from its own store when the process starts again, before any event comes back', async () => {
    const store = new MemoryDocumentStore();
    const sid = newSid();
    const first = await projection(store);
    await first.deliver(sessionsEnded(randomUUID(), [{ sid, expiresAt: new Date(Date.now() + HOUR_MS) }]));
    await first.stop();

    const restarted = await projection(store);
    expect(restarted.verifier.verify(tokenFor(sid))).toBeNull();
    expect(restarted.verifier.verify(tokenFor(newSid()))).not.toBeNull();
    await restarted.stop();
  });

  it('keeps one record of an event delivered twice', async () => {
    const store = new MemoryDocumentStore();
    const ended = await projection(store);
    const event = sessionsEnded(randomUUID(), [{ sid: newSid(), expiresAt: new Date(Date.now() + HOUR_MS) }]);
    await ended.deliver(event);
    await ended.deliver(event);
    expect(await store.collection(endedSessionsCollection).count({})).toBe(1);
    await ended.stop();
  });

  it('forgets a session once its token has expired anyway, in memory and in the store', async () => {
    let now = new Date();
    const store = new MemoryDocumentStore();
    const ended = await projection(store, { now: () => now });
    await ended.deliver(
      sessionsEnded(randomUUID(), [{ sid: newSid(), expiresAt: new Date(now.getTime() + HOUR_MS) }]),
    );
    // An event about tokens that have already expired adds nothing.
    await ended.deliver(
      sessionsEnded(randomUUID(), [{ sid: newSid(), expiresAt: new Date(now.getTime() - HOUR_MS) }]),
    );
    expect(ended.ended.size).toBe(1);
    expect(await store.collection(endedSessionsCollection).count({})).toBe(1);

    now = new Date(now.getTime() + 2 * HOUR_MS);
    await ended.ended.sweep();
    expect(ended.ended.size).toBe(0);
    expect(await store.collection(endedSessionsCollection).count({})).toBe(0);
    await ended.stop();
  });

  it('stays within its capacity and, past it, refuses more rather than let an ended session back in', async () => {
    const ended = await projection(new MemoryDocumentStore(), { capacity: 10 });
    const userId = randomUUID();
    // Twelve sessions signed in an hour apart, all ended now: the first expires in an hour.
    const sessions = Array.from({ length: 12 }, (_, n) => {
      const ttlSeconds = (n + 1) * 3_600;
      const sid = newSid();
      return {
        sid,
        token: tokenFor(sid, userId, ttlSeconds),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      };
    });
    for (const session of sessions) await ended.deliver(sessionsEnded(userId, [session]));

    expect(ended.ended.size).toBeLessThanOrEqual(10);
    // Every ended session is still refused, the forgotten ones by the cut-off.
    for (const { token } of sessions) expect(ended.verifier.verify(token)).toBeNull();
    // A live session whose token expires after the cut-off is not; one expiring by then is.
    expect(ended.verifier.verify(tokenFor(newSid()))).not.toBeNull();
    expect(ended.verifier.verify(tokenFor(newSid(), userId, 1_800))).toBeNull();
    await ended.stop();
  });
});
