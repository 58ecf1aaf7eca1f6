import fc from 'fast-check';
import type { z } from 'zod';

/** The operator objects and tricks an attacker puts where a plain value belongs. */
export const injectionObjects: readonly unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*' },
  { $in: ['fuzz-sentinel'] },
  { $ne: 'fuzz-sentinel' },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { nested: { $gt: '' } },
  [{ $ne: null }],
  JSON.parse('{"__proto__": {"role": "admin", "isAdmin": true}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
];

/** Text that is harmless as text but must stay text: never parsed, run or used as a key. */
export const injectionStrings: readonly string[] = [
  '$where',
  '{"$gt": ""}',
  '{"$ne": null}',
  "'; db.dropDatabase(); '",
  '__proto__',
  '<script>alert(1)</script>',
  'a\u0000b',
  '\u0000',
  '../../etc/passwd',
  '%00',
  '\u202Eevil\u202C',
  '💥🧨'.repeat(40),
  'x'.repeat(20_000),
  '',
  ' ',
];

/** Any value of the wrong kind, or a dangerous one of the right kind. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...injectionObjects) },
  { weight: 3, arbitrary: fc.constantFrom(...injectionStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e308, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }) },
);

type AnySchema = z.ZodType & {
  def: { type: string; innerType?: AnySchema; coerce?: boolean; checks?: { _zod: { def: unknown } }[] };
};

interface Introspected {
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: readonly unknown[];
  values?: Set<unknown>;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  in?: AnySchema;
}

const finite = (value: number | null | undefined, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : value;

/**
 * A best-effort valid value for a contract schema, so a mutation of one field reaches the checks
 * behind the first one. Refinements (passwords that match, etc.) are not solved: those bodies are
 * refused with 400, which is still a fine fuzz case.
 */
export function validValue(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const node = schema as AnySchema & Introspected;
  if (depth > 6) return fc.constant(null);
  switch (node.def.type) {
    case 'string': {
      if (node.format === 'uuid' || node.format === 'guid') return fc.uuid();
      if (node.format === 'email') return fc.emailAddress();
      if (node.format === 'datetime') return fc.constant('2026-11-21T12:00:00.000Z');
      if (node.format === 'date') return fc.constant('2026-11-21');
      const min = finite(node.minLength, 0);
      const max = Math.max(min, Math.min(finite(node.maxLength, min + 40), min + 60));
      return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1), unit: 'grapheme-ascii' });
    }
    case 'number': {
      const min = finite(node.minValue, -1000);
      const max = finite(node.maxValue, min + 1000);
      return node.isInt
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(node.options ?? [null]));
    case 'literal':
      return fc.constantFrom(...(node.values ? [...node.values] : [null]));
    case 'null':
      return fc.constant(null);
    case 'array':
      return node.element ? fc.array(validValue(node.element, depth + 1), { maxLength: 3 }) : fc.constant([]);
    case 'object': {
      const shape = node.shape ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validValue(field, depth + 1)])),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return node.def.innerType ? validValue(node.def.innerType, depth + 1) : fc.constant(undefined);
    case 'union': {
      const options = (node.options ?? []) as z.ZodType[];
      return options.length
        ? fc.oneof(...options.map((option) => validValue(option, depth + 1)))
        : fc.constant(null);
    }
    case 'pipe':
      return node.in ? validValue(node.in, depth + 1) : fc.constant(null);
    default:
      return fc.constant(null);
  }
}

/** The field names of an object schema (through optional/default/pipe wrappers), else none. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  let node = schema as (AnySchema & Introspected) | undefined;
  for (let hops = 0; node && hops < 5; hops += 1) {
    if (node.def.type === 'object') return Object.keys(node.shape ?? {});
    node = (node.def.innerType ?? node.in) as (AnySchema & Introspected) | undefined;
  }
  return [];
}

/** Whether a value holds an object key that MongoDB would read as an operator. */
export function carriesOperator(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesOperator);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.startsWith('$') || carriesOperator(inner));
}
