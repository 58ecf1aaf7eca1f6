// Sending a moderation decision, for the review ui-kit draws (`@heartwise/ui-kit/moderation`): the
// call (each page brings its operation: the queue's or an organization's escalations) and the hook
// that says what happened. Bundled into each app that
// uses it; it imports the core by package name, so it meets the shared copy.
export { postDecision } from './postDecision.js';
export type { DecisionCall } from './postDecision.js';
export { refusal, useDecision } from './useDecision.js';
export type { DecisionOptions } from './useDecision.js';
