import { invalid, unauthenticated } from '../domain/domain-error.js';

/**
 * A refusal only HTTP has words for (an upload too large: 413): its status and a sentence in the
 * product's voice. The rules' refusals are DomainErrors (domain/domain-error.ts), which the error
 * handler maps to their statuses.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The HTTP layer's names for two domain refusals, so routes and guards read as they always have. */
export const badRequest = invalid;
export const unauthorized = unauthenticated;
