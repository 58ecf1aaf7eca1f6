import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { currentRequestId } from '../logging/request-context.js';

/** The parts of a contracts `defineEvent(...)` that minting an event needs. */
export interface EventDefinitionLike {
  type: string;
  version: number;
  payload: z.ZodType;
  schema: z.ZodType;
}

export interface NewEventOptions {
  /** Defaults to the request being served, so one id follows a user action across services. */
  requestId?: string;
}

/**
 * Mints the envelope of one event (ARCHITECTURE §6): fresh id, now, the definition's type and
 * version. Parsed by the definition's schema, so an invalid payload fails here, at the producer,
 * and never reaches the outbox.
 */
export function newEvent<D extends EventDefinitionLike>(
  definition: D,
  payload: z.input<D['payload']>,
  options: NewEventOptions = {},
): z.output<D['schema']> {
  const requestId = options.requestId ?? currentRequestId();
  return definition.schema.parse({
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    ...(requestId === undefined ? {} : { requestId }),
    payload,
  }) as z.output<D['schema']>;
}
