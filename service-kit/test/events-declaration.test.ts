import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent, SessionEnded } from '@heartwise/contracts';
import { createLogger } from '../src/logging/logger.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import type { Subscription } from '../src/ports/event-transport.port.js';
import { on } from '../src/events/consumer.js';
import { topicsOf } from '../src/events/events-declaration.js';
import { newEvent } from '../src/domain/new-event.js';
import { baseServiceEnv, portEnv } from '../src/config/load-config.js';
import { startService, type ServiceDefinition, type StartedService } from '../src/runtime/start-service.js';
import { testJwtKeys, testServiceEnv } from '../src/testing/service-env.js';
import { NoteWritten } from './support/notes-service.js';

const logger = createLogger('test', 'silent');
const Greeted = defineEvent('test.person.greeted', 1, z.object({ personId: z.uuid() }));
const Waved = defineEvent('test.person.waved', 1, z.object({ personId: z.uuid() }));

/** The in-process bus, noting what a service asked of it. */
class RecordingTransport extends MemoryEventTransport {
  readonly ensured: string[][] = [];
  readonly groups: { groupId: string; topics: readonly string[] }[] = [];

  override async ensureTopics(topics: readonly string[]): Promise<void> {
    this.ensured.push([...topics]);
    await super.ensureTopics(topics);
  }

  override async subscribe(subscription: Subscription): Promise<void> {
    this.groups.push({ groupId: subscription.groupId, topics: subscription.topics });
    await super.subscribe(subscription);
  }
}

const config = baseServiceEnv.extend({ PORT: portEnv(0) });

describe('a service that declares what it publishes and what it subscribes to', () => {
  const transport = new RecordingTransport({ logger });
  const greeted: string[] = [];
  const waved: string[] = [];
  const greeter: ServiceDefinition<typeof config> = {
    name: 'svc-greeter',
    configSchema: config,
    build: () => ({
      events: {
        // It also consumes what it publishes (as svc-identity does): one topic all the same.
        publishes: [NoteWritten, Waved],
        subscribes: [
          {
            groupId: 'svc-greeter.people',
            handlers: {
              ...on(Greeted, async (event) => greeted.push(event.payload.personId)),
              ...on(Waved, async (event) => waved.push(event.payload.personId)),
            },
          },
        ],
      },
      routes: () => undefined,
    }),
  };
  let service: StartedService;

  beforeAll(async () => {
    service = await startService(greeter, {
      env: testServiceEnv(testJwtKeys().publicKey),
      embedded: { transport, kv: new MemoryKeyValueStore() },
    });
  });
  afterAll(async () => {
    await service.stop();
    await transport.close();
  });

  it('creates exactly the topics it declared, and the ended sessions every service follows', () => {
    const expected = [NoteWritten.type, Waved.type, Greeted.type, SessionEnded.type];
    expect(transport.ensured).toEqual([expected]);
    expect(service.topics).toEqual(expected);
  });

  it('starts each declared group on the topics its handlers name', () => {
    expect(transport.groups.filter((group) => !group.groupId.includes('.ended-sessions.'))).toEqual([
      { groupId: 'svc-greeter.people', topics: [Greeted.type, Waved.type] },
    ]);
  });

  it('hands each event to its handler once, however often the bus delivers it', async () => {
    const [ana, ben] = [randomUUID(), randomUUID()];
    const greeting = newEvent(Greeted, { personId: ana });
    // Ben's greeting comes after Ana's two on the same topic: once it is handled, so were they.
    await transport.publish([greeting, greeting, newEvent(Greeted, { personId: ben })]);
    await transport.publish([newEvent(Waved, { personId: ana })]);

    const deadline = Date.now() + 2_000;
    while ((!greeted.includes(ben) || waved.length === 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(greeted).toEqual([ana, ben]);
    expect(waved).toEqual([ana]);
  });
});

describe('the topics of a declaration', () => {
  it('are the ended sessions alone for a service that declares none', () => {
    expect(topicsOf(undefined)).toEqual([SessionEnded.type]);
  });
});
