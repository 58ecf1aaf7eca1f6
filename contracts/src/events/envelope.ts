import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

/** Every event on every topic (ARCHITECTURE §6). The topic is the event type. */
export const EventEnvelope = z.object({
  id: Id,
  // The entity may have parts of its own: identity.org.settings.changed.
  type: z.string().regex(/^[a-z]+(\.[a-z-]+){2,3}$/, 'type is <service>.<entity>.<fact>'),
  version: z.number().int().positive(),
  occurredAt: IsoDateTime,
  requestId: z.string().optional(),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

/** An event type: its name (= topic), version and payload schema, and the full envelope schema. */
export function defineEvent<const TType extends string, TPayload extends z.ZodType>(
  type: TType,
  version: number,
  payload: TPayload,
) {
  const schema = EventEnvelope.extend({ type: z.literal(type), version: z.literal(version), payload });
  return { type, version, payload, schema } as const;
}
