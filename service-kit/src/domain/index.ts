// The domain kit (issue 17): what a service's core and ports may import from service-kit. Nothing
// here reaches the web, a database, the broker, Redis or pino (eslint.config.js holds it to that);
// the HTTP layer turns DomainErrors into status codes (http/error-handler.ts).
export * from './domain-error.js';
export * from './new-event.js';
export * from './local-calendar.js';
export * from './start-of-local-day.js';
export * from './counted-per-week.js';
export * from './whole-percents.js';
export * from './member-place.js';
export * from './community-view.js';
export * from './district-helplines.js';
export * from './name-based-id.js';
export * from './opaque-cursor.js';
export type { Logger } from './logger.js';
