import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import { on, processedEventsCollection, subscribeToEvents } from '../src/events/consumer.js';
import { newEvent } from '../src/domain/new-event.js';
import { testEvent, testLogger, unique, waitFor } from './conformance/event-transport.conformance.js';

describe("a consumer's processed event ids (issue 15: they grew with every event for ever)", () => {
  it('are forgotten once they are older than any redelivery, so they stay bounded under load', async () => {
    const transport = new MemoryEventTransport({ logger: testLogger });
    const store = new MemoryDocumentStore();
    const processed = store.collection(processedEventsCollection);
    const Noted = testEvent();
    let clock = Date.parse('2026-11-21T09:00:00.000Z');
    let handled = 0;
    const groupId = unique('figures');
    await subscribeToEvents(transport, {
      groupId,
      store,
      logger: testLogger,
      handlers: on(Noted, async () => void (handled += 1)),
      rememberProcessedMs: 60_000,
      now: () => new Date(clock),
    });

    const publish = async (from: number, count: number) => {
      for (let start = from; start < from + count; start += 100) {
        await transport.publish(Array.from({ length: 100 }, (_, i) => newEvent(Noted, { n: start + i })));
      }
    };
    await publish(0, 1_000);
    await waitFor(() => handled === 1_000, 10_000, 'the first thousand events');
    expect(await processed.count({ groupId })).toBe(1_000);

    // Two minutes on, another thousand: the first thousand are past redelivery and are swept.
    clock += 120_000;
    await publish(1_000, 1_000);
    await waitFor(() => handled === 2_000, 10_000, 'the second thousand events');
    expect(await processed.count({ groupId })).toBe(1_000);
    await transport.close();
  });
});
