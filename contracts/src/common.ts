import { z } from 'zod';

/** Every id we mint is a UUID (SPEC §3). */
export const Id = z.uuid();

/** Timestamps travel and are stored as ISO-8601 UTC strings, so they sort as text. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/**
 * Control characters no one means to type: NUL and the other C0 controls (tab and line feed stay;
 * a carriage return becomes a line feed), DEL and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Bidirectional overrides and isolates (U+202A–202E, U+2066–2069), which can make stored words
 * read differently from what they are, and the byte order mark (U+FEFF, zero-width no-break space).
 */
const HIDDEN_FORMATTING = /[\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * What every free-text field is stored as: NFC-normalised, without those characters. Joiners,
 * soft hyphens and variation selectors stay (emoji and some scripts need them); screening reads
 * past them itself.
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROLS, '').replace(HIDDEN_FORMATTING, '').normalize('NFC');
}

/** What a person sees of a text, for counting: without those characters, trimmed (a CR counts). */
const visibleText = (text: string): string =>
  text.replace(CONTROLS, '').replace(HIDDEN_FORMATTING, '').trim();

/** Characters as a person counts them (code points), as JSON Schema's minLength and maxLength do. */
export const characterCount = (text: string): number => [...text].length;

/** The characters of CONTROLS and HIDDEN_FORMATTING, and those String.prototype.trim removes. */
const REMOVED = String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff`;
const SPACE = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`;

/**
 * A JSON Schema pattern (ECMAScript) true of text whose `visibleText` has at least `min`
 * characters: a visible character, at least `min - 2` kept ones and another visible one, with
 * removed characters anywhere between. (No lookaround: generators handle plain classes far better.)
 */
export function visibleAtLeastPattern(min: number): string | undefined {
  if (min <= 0) return undefined;
  const visible = `[^${REMOVED}${SPACE}]`;
  if (min === 1) return visible;
  return `${visible}(?:[${REMOVED}]*[^${REMOVED}]){${min - 2},}[${REMOVED}]*${visible}`;
}

export interface TextLimits {
  /** Characters as sent, at most. */
  max: number;
  /** Characters left once cleaned and trimmed, at least (none by default). */
  min?: number;
  /** When it is not a string at all (or missing). */
  required?: string;
  tooShort?: string;
  tooLong?: string;
}

/**
 * A free-text field of a request, stored cleaned (`cleanText`) and trimmed. At most `max`
 * characters as sent and at least `min` once cleaned and trimmed, both counted as code points, as
 * the OpenAPI document says (maxLength, minLength and `visibleAtLeastPattern`): what the document
 * calls valid, the server takes.
 */
export function freeText(limits: TextLimits) {
  const { max, min = 0 } = limits;
  const tooLong = limits.tooLong ?? `Please keep it under ${max.toLocaleString('en')} characters`;
  const tooShort =
    limits.tooShort ?? (min === 1 ? 'Please write something' : `Please write at least ${min} characters`);
  const pattern = visibleAtLeastPattern(min);
  return (
    z
      .string(limits.required ? { error: limits.required } : undefined)
      // Not aborting: the object's own refinements (passwords that must match) still speak up too.
      .refine((text) => characterCount(text) <= max, tooLong)
      .refine((text) => characterCount(visibleText(text)) >= min, tooShort)
      .overwrite((text) => cleanText(text).trim())
      .meta({
        override: ({ jsonSchema }) => {
          Object.assign(jsonSchema, { maxLength: max, ...(pattern ? { minLength: min, pattern } : {}) });
        },
      })
  );
}

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

/**
 * What a service works without for a while, as its background check last saw it (GET /healthz):
 * Kafka, and the events waiting in its outbox until Kafka takes them. Never a reason to stop
 * serving, so never part of readiness.
 */
export const HealthDetail = z.object({
  checkedAt: IsoDateTime,
  kafka: z.object({
    connected: z.boolean(),
    /** Since when it has been connected, or not. */
    since: IsoDateTime,
  }),
  outbox: z.object({
    /** Events written but not yet on Kafka, counted up to 1,000. */
    pending: z.number().int().nonnegative(),
    /** How long the oldest of them has waited; null when none waits. */
    oldestPendingSeconds: z.number().nonnegative().nullable(),
  }),
});
export type HealthDetail = z.infer<typeof HealthDetail>;

export const Health = z.object({
  status: z.literal('ok'),
  service: z.string(),
  /** Services only; the gateway has no bus and no outbox. */
  detail: HealthDetail.optional(),
});
export type Health = z.infer<typeof Health>;

export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.string()),
});
export type Readiness = z.infer<typeof Readiness>;
