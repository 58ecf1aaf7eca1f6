import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import type { OutboxBacklog } from '../src/events/outbox-relay.js';
import { DependencyMonitor } from '../src/health/dependency-monitor.js';

const quiet = pino({ level: 'silent' });

/** A backlog whose answer the test gives when it likes (the outbox's first scan of a large store). */
function slowBacklog() {
  let answer: (backlog: OutboxBacklog) => void = () => undefined;
  const backlog = () =>
    new Promise<OutboxBacklog>((resolve) => {
      answer = resolve;
    });
  return { backlog, answer: (backlog: OutboxBacklog) => answer(backlog) };
}

describe("a service's dependency monitor", () => {
  it('lets the service start while the first outbox scan is still running, and reports it once done', async () => {
    const slow = slowBacklog();
    const monitor = new DependencyMonitor({
      transport: new MemoryEventTransport({ logger: quiet }),
      backlog: slow.backlog,
      registry: new Registry(),
      logger: quiet,
      firstCheckWaitMs: 50,
      intervalMs: 60_000,
    });
    const started = Date.now();
    await monitor.start();
    // Held only for the short wait, not until the scan ends (it never would, here, unanswered).
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(monitor.health().outbox.pending).toBe(0);

    slow.answer({ pending: 3, oldestOccurredAt: new Date(Date.now() - 10_000).toISOString() });
    await monitor.stop();
    expect(monitor.health().kafka.connected).toBe(true);
    expect(monitor.health().outbox.pending).toBe(3);
  });

  it('has its first check in /healthz as the service starts when the check is quick', async () => {
    const monitor = new DependencyMonitor({
      transport: new MemoryEventTransport({ logger: quiet }),
      backlog: () => Promise.resolve({ pending: 1, oldestOccurredAt: new Date().toISOString() }),
      registry: new Registry(),
      logger: quiet,
      intervalMs: 60_000,
    });
    await monitor.start();
    expect(monitor.health().kafka.connected).toBe(true);
    expect(monitor.health().outbox.pending).toBe(1);
    await monitor.stop();
  });
});
