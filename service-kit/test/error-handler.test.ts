import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { ErrorBody } from '@heartwise/contracts';
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  tooManyRequests,
  unauthenticated,
} from '../src/domain/domain-error.js';
import { errorHandler, toResponse } from '../src/http/error-handler.js';
import { HttpError } from '../src/http/http-error.js';
import { createLogger } from '../src/logging/logger.js';

/** An app whose one route throws what it is given, answered by the kit's error handler. */
function throwing(error: Error) {
  const app = express();
  app.get('/refused', () => {
    throw error;
  });
  app.use(errorHandler(createLogger(`errors-${randomUUID().slice(0, 8)}`, 'silent')));
  return app;
}

describe("the core's refusals over HTTP", () => {
  it('answers each kind of domain refusal with its status and the sentence, nothing more', () => {
    const answers = [
      invalid('Please enter a valid email'),
      unauthenticated(),
      forbidden(),
      notFound(),
      conflict('An account with this email already exists.'),
    ].map(toResponse);
    expect(answers).toEqual([
      { status: 400, body: { message: 'Please enter a valid email' } },
      { status: 401, body: { message: 'Please sign in to continue.' } },
      { status: 403, body: { message: "You don't have access to this." } },
      { status: 404, body: { message: "We couldn't find that." } },
      { status: 409, body: { message: 'An account with this email already exists.' } },
    ]);
  });

  it('answers too many requests with 429, how long to wait in the body and Retry-After', async () => {
    const answer = await request(throwing(tooManyRequests('Too many sign-in attempts.', 60))).get('/refused');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('60');
    expect(ErrorBody.parse(answer.body)).toEqual({
      message: 'Too many sign-in attempts.',
      retryAfterSeconds: 60,
    });
  });

  it('carries no status itself: the kind is all the core says', () => {
    const refusal = notFound();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'not-found', message: "We couldn't find that." });
    expect('status' in refusal).toBe(false);
  });

  it("still answers the HTTP layer's own refusals with their status", async () => {
    const answer = await request(throwing(new HttpError(413, 'That file is too large.'))).get('/refused');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'That file is too large.' });
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});
