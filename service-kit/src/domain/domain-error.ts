/**
 * What a rule refuses, in the rule's words: the kind of refusal and the sentence a person reads.
 * No status code: the HTTP layer's error handler (http/error-handler.ts) maps each kind to one.
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many-requests';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** How long to wait before trying again (too-many-requests): the answer's Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = "You don't have access to this.") =>
  new DomainError('forbidden', message);
export const notFound = (message = "We couldn't find that.") => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many-requests', message, retryAfterSeconds);
