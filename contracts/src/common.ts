import { z } from 'zod';

/** Every id we mint is a UUID (SPEC §3). */
export const Id = z.uuid();

/** Timestamps travel and are stored as ISO-8601 UTC strings, so they sort as text. */
export const IsoDateTime = z.iso.datetime({ offset: true });

export const ErrorIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/** The one error body every service and the gateway send (SPEC §8 reads `message`). */
export const ErrorBody = z
  .object({
    message: z.string(),
    issues: z.array(ErrorIssue).optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkBody = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type OkBody = z.infer<typeof OkBody>;

export const Health = z.object({ status: z.literal('ok'), service: z.string() });
export type Health = z.infer<typeof Health>;

export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.string()),
});
export type Readiness = z.infer<typeof Readiness>;
