import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody } from '@heartwise/contracts';
import type { Logger } from '../logging/logger.js';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { HttpError } from './http-error.js';
import { allowedMethods, refuseMethod } from './method-routing.js';
import { DocumentStoreUnavailableError } from '../ports/document-store.port.js';
import { KeyValueUnavailableError } from '../ports/key-value.port.js';

/**
 * What no route answered: a path of the public API (contracts' `operations`) with a method it does
 * not have is 405 with `Allow`; anything else 404. JSON either way, never an HTML page.
 */
export const notFoundHandler: RequestHandler = (req, res) => {
  const allowed = allowedMethods(req.path);
  if (allowed && !allowed.includes(req.method)) return refuseMethod(res, req.method, allowed);
  const body: ErrorBody = { message: `No route for ${req.method} ${req.path}` };
  res.status(404).json(body);
};

/** The status each kind of domain refusal answers with: the one place the core's errors meet HTTP. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many-requests': 429,
};

/**
 * The one error handler: zod failures → 400 with the issues, a DomainError → its kind's status
 * (STATUS_OF_KIND) and message (429s with Retry-After), HttpError → its status and message, an
 * unreachable database or Redis → 503, body-parser failures → their 4xx, anything else → 500 with a
 * plain sentence. No stack ever leaves.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const { status, body } = toResponse(error);
    if (status >= 500) logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    if (body.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(body.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}

export function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
      message: issue.message,
    }));
    return { status: 400, body: { message: issues[0]?.message ?? 'The request is not valid.', issues } };
  }
  if (error instanceof DomainError) {
    const { retryAfterSeconds } = error;
    return {
      status: STATUS_OF_KIND[error.kind],
      body: { message: error.message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
    };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, ...error.extra } };
  }
  // A server we depend on is away: say so (503) rather than blame the client or hide it as a 500.
  if (error instanceof DocumentStoreUnavailableError || error instanceof KeyValueUnavailableError) {
    return {
      status: 503,
      body: { message: "We can't reach our storage right now. Please try again in a moment." },
    };
  }
  // body-parser and friends attach a status (400 broken JSON, 413 too large, 415 ...).
  const status = (error as { status?: unknown; type?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: unknown }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : type === 'entity.too.large'
          ? 'The request body is too large.'
          : 'The request could not be read.';
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}
