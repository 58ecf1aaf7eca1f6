import type { ThrottleVerdict } from './sign-in-throttle.port.js';

/** One link request: who asks, and from where (the client's address), when known. */
export interface LinkRequestAttempt {
  parentId: string;
  address?: string;
}

/**
 * Link requests counted per parent and per client address (issue 14): guessing usernames costs a
 * request each, and the count is small enough that guessing is pointless. Every request counts.
 */
export interface LinkRequestThrottle {
  count(attempt: LinkRequestAttempt): Promise<ThrottleVerdict>;
}
