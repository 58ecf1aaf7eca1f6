import { SessionEnded } from '@heartwise/contracts';
import type { EventHandler } from './consumer.js';

/**
 * One consumer group of a service: its stable name and the handlers it runs, by event type (built
 * with `on(...)`, so each handler gets its contract's typed payload). The group consumes exactly
 * the topics its handlers name.
 */
export interface ConsumerGroup {
  /** e.g. `svc-forum.identity`; one per purpose, stable across deploys (Kafka keeps its offsets). */
  groupId: string;
  handlers: Record<string, EventHandler>;
}

/**
 * What a service says about the bus, once: the events it publishes (contracts definitions) and the
 * groups it consumes in. `startService` creates every topic from it and starts the groups; the
 * Kubernetes topic check reads the topics `startService` derived from it.
 */
export interface EventsDeclaration {
  publishes: readonly { type: string }[];
  subscribes: readonly ConsumerGroup[];
}

/**
 * Every topic a service needs up front (subscribing to a missing topic fails under KRaft): what it
 * publishes, what its groups consume, and identity.session.ended, which every service follows
 * (auth/ended-sessions.ts). In that order, each once.
 */
export function topicsOf(events: EventsDeclaration | undefined): string[] {
  return [
    ...new Set([
      ...(events?.publishes ?? []).map((event) => event.type),
      ...(events?.subscribes ?? []).flatMap((group) => Object.keys(group.handlers)),
      SessionEnded.type,
    ]),
  ];
}
