// The domain kit (also '@heartwise/service-kit/domain', the one entry the core may import); its
// Logger shape stays out of the barrel, where Logger is pino's.
export * from './domain/domain-error.js';
export * from './domain/new-event.js';
export * from './domain/local-calendar.js';
export * from './domain/whole-percents.js';
export * from './domain/member-place.js';
export * from './domain/community-view.js';
export * from './domain/district-helplines.js';
export * from './domain/name-based-id.js';
export * from './domain/opaque-cursor.js';
// Configuration, logging, HTTP
export * from './config/load-config.js';
export * from './logging/logger.js';
export * from './logging/request-context.js';
export * from './http/http-error.js';
export * from './http/error-handler.js';
export * from './http/create-service-app.js';
export * from './http/listen.js';
export * from './http/static-site.js';
export * from './http/trust-proxy.js';
export * from './http/write-limits.js';
export * from './http/method-routing.js';
export * from './http/operation-routes.js';
export * from './health/readiness.js';
export * from './health/dependency-monitor.js';
export * from './metrics/http-metrics.js';
// Identity
export * from './auth/tokens.js';
export * from './auth/guards.js';
export * from './auth/ended-sessions.js';
// Districts and schools (issue 16)
export * from './membership/memberships.js';
export * from './sessions/session-store.js';
export * from './sessions/rate-limiter.js';
// Ports and adapters
export * from './ports/document-store.port.js';
export * from './ports/event-transport.port.js';
export * from './ports/key-value.port.js';
export * from './read-models/covered-once.js';
export * from './read-models/one-at-a-time.js';
export * from './read-models/seed-progress.js';
export { MemoryDocumentStore } from './adapters/memory/document-store.memory.js';
export { MemoryEventTransport } from './adapters/memory/event-transport.memory.js';
export { MemoryKeyValueStore } from './adapters/memory/key-value.memory.js';
export { MongoDocumentStore } from './adapters/mongo/document-store.mongo.js';
export { KafkaEventTransport } from './adapters/kafka/event-transport.kafka.js';
export { RedisKeyValueStore, type OutageLogger } from './adapters/redis/key-value.redis.js';
// Events
export * from './events/outbox-relay.js';
export * from './events/consumer.js';
export * from './events/events-declaration.js';
// Running a service
export * from './runtime/infrastructure.js';
export * from './runtime/start-service.js';
export * from './runtime/graceful-shutdown.js';
export * from './http/callers-time-zone.js';
export * from './http/callers-helpline-country.js';
