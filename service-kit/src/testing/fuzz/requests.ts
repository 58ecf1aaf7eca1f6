import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { ErrorBody, type Operation } from '@heartwise/contracts';
import { badValue, carriesOperator, fieldsOf, injectionStrings, validValue } from './arbitraries.js';

/** One generated request: what is sent, and whether it put an operator object in a contract field. */
export interface FuzzCase {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** An operator object sits in a field the contract declares: it must never succeed. */
  operatorInField: boolean;
}

export interface FuzzReply {
  status: number;
  contentType: string;
  text: string;
  /** `name=value` pairs from Set-Cookie, ready for a Cookie header. */
  cookie: string;
}

/** Path segments that are not ids: traversal, null bytes, broken percent-encoding, operators. */
const badSegments = [
  'not-a-uuid',
  '..%2F..%2Fadmin',
  '..',
  '%00',
  '%',
  '%E0%A4%A',
  '%24where',
  encodeURIComponent('{"$gt":""}'),
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(2_000),
  encodeURIComponent('ñ💥'),
];

const brokenJson = [
  '{"a":',
  "{'a': 1}",
  '[1, 2',
  'NaN',
  '{"a": undefined}',
  '\u0000',
  '{"a":1}}',
  'null',
  '"text"',
  '42',
];

const badTimeZones = ['Not/AZone', '../../etc/passwd', 'x'.repeat(300), 'Etc/GMT+99', 'UTC+99', '$where'];

/** express.json's limit in create-service-app (100kb), passed comfortably. */
export const OVERSIZED_BYTES = 150 * 1024;

function pathArbitrary(operation: Operation): fc.Arbitrary<{ path: string; bad: boolean }> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const shape = (operation.params as { shape?: Record<string, Parameters<typeof validValue>[0]> } | undefined)
    ?.shape;
  const segment = (name: string) =>
    fc.oneof(
      validValue(shape?.[name] ?? ({ def: { type: 'string', format: 'uuid' } } as never)).map((value) => ({
        text: encodeURIComponent(String(value)),
        bad: false,
      })),
      fc.constantFrom(...badSegments).map((text) => ({ text, bad: true })),
    );
  return fc.tuple(...names.map(segment)).map((segments) => {
    let path = operation.path;
    names.forEach((name, index) => {
      path = path.replace(`{${name}}`, segments[index]?.text ?? '');
    });
    return { path, bad: segments.some((item) => item.bad) };
  });
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const fields = fieldsOf(operation.query);
  if (fields.length === 0) return fc.constantFrom('', '?unexpected=1', '?%24where=1', '?a[$ne]=1');
  const one = (field: string): fc.Arbitrary<string> =>
    fc.oneof(
      validValue(operation.query?.shape[field] as never).map(
        (value) => `${field}=${encodeURIComponent(String(value))}`,
      ),
      fc
        .constantFrom(...injectionStrings.slice(0, 12))
        .map((value) => `${field}=${encodeURIComponent(value)}`),
      fc.constantFrom(
        `${field}[$ne]=x`,
        `${field}[$gt]=`,
        `${field}=a&${field}=b`,
        `${field}=`,
        `${field}=%`,
        `${field}=-1`,
        `${field}=1e400`,
      ),
    );
  return fc
    .subarray(fields)
    .chain((chosen) =>
      chosen.length ? fc.tuple(...chosen.map(one)).map((parts) => `?${parts.join('&')}`) : fc.constant(''),
    );
}

/** Own-property set, so `__proto__` becomes a key in the JSON, not the object's prototype. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

interface BodyCase {
  kind: string;
  body?: string;
  contentType?: string;
  operatorInField: boolean;
}

function bodyArbitrary(operation: Operation): fc.Arbitrary<BodyCase> {
  const fields = fieldsOf(operation.body);
  const base = operation.body
    ? (validValue(operation.body) as fc.Arbitrary<Record<string, unknown>>).map((value) =>
        typeof value === 'object' && value !== null ? { ...value } : {},
      )
    : fc.constant<Record<string, unknown>>({});
  const json = (kind: string, value: unknown, operatorInField = false): BodyCase => ({
    kind,
    body: JSON.stringify(value),
    contentType: 'application/json',
    operatorInField,
  });
  const cases: fc.Arbitrary<BodyCase>[] = [
    base.map((value) => json('valid-shaped', value)),
    fc
      .tuple(
        base,
        fc.constantFrom('$where', '__proto__', 'role', 'userId', 'id', '$gt', 'constructor', 'status'),
        badValue,
      )
      .map(([value, key, extra]) => json(`extra field ${key}`, withKey(value, key, extra))),
    badValue.map((value) => json('not an object', value)),
    fc.constantFrom(...brokenJson).map((text) => ({
      kind: 'broken JSON',
      body: text,
      contentType: 'application/json',
      operatorInField: false,
    })),
    base.map((value) => ({
      kind: 'JSON sent as text/plain',
      body: JSON.stringify(value),
      contentType: 'text/plain',
      operatorInField: false,
    })),
    fc.constant(json('oversized', { content: 'x'.repeat(OVERSIZED_BYTES) })),
  ];
  if (fields.length > 0) {
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...fields), badValue)
        .map(([value, field, bad]) => json(`bad ${field}`, withKey(value, field, bad), carriesOperator(bad))),
      fc.tuple(base, fc.subarray(fields, { minLength: 1 })).map(([value, missing]) => {
        for (const field of missing) Reflect.deleteProperty(value, field);
        return json(`missing ${missing.join(', ')}`, value);
      }),
      fc
        .tuple(base, fc.constantFrom(...fields))
        .map(([value, field]) => json(`operator in ${field}`, withKey(value, field, { $gt: '' }), true)),
    );
  }
  return fc.oneof(...cases);
}

/** Generated bad requests for one operation: bad params, query, time zone and (for writes) bodies. */
export function badRequests(operation: Operation): fc.Arbitrary<FuzzCase> {
  const method = operation.method.toUpperCase();
  const sendsBody = method !== 'GET';
  const timeZone = fc.oneof(
    { weight: 4, arbitrary: fc.constant('UTC') },
    { weight: 1, arbitrary: fc.constantFrom(...badTimeZones) },
  );
  const body = sendsBody
    ? bodyArbitrary(operation)
    : fc.constant<BodyCase>({ kind: 'no body', operatorInField: false });
  return fc
    .tuple(pathArbitrary(operation), queryArbitrary(operation), timeZone, body)
    .map(([path, query, zone, payload]) => ({
      kind: `${payload.kind}${path.bad ? ' + bad path' : ''}${query ? ` + query ${query.slice(0, 60)}` : ''}${zone === 'UTC' ? '' : ' + bad zone'}`,
      method,
      path: `${path.path}${query}`,
      headers: {
        'x-timezone': zone,
        ...(payload.contentType ? { 'content-type': payload.contentType } : {}),
      },
      ...(payload.body === undefined ? {} : { body: payload.body }),
      operatorInField: payload.operatorInField,
    }));
}

/**
 * Sends one request as raw HTTP (node:http, not fetch): the path goes out byte for byte, with no
 * normalising of `..` or percent-encoding, and any Host can be set.
 */
export function send(
  baseUrl: string,
  fuzz: Pick<FuzzCase, 'method' | 'path' | 'headers' | 'body'>,
): Promise<FuzzReply> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: fuzz.method,
        path: fuzz.path,
        headers: {
          ...fuzz.headers,
          ...(fuzz.body === undefined ? {} : { 'content-length': Buffer.byteLength(fuzz.body) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            cookie: (incoming.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; '),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(fuzz.body);
  });
}

/**
 * What every answer to a bad request must be: never a 5xx; a 4xx is JSON with a human sentence in
 * `message`; an operator object in a contract field never succeeds. Throws to fail the property.
 */
export function checkReply(operation: Operation, fuzz: FuzzCase, reply: FuzzReply): void {
  const where = `${operation.method.toUpperCase()} ${operation.path} (${fuzz.kind}) → ${reply.status} ${reply.text.slice(0, 200)}`;
  if (reply.status >= 500) throw new Error(`server error: ${where}`);
  if (reply.status >= 400) {
    if (!reply.contentType.includes('application/json')) throw new Error(`non-JSON refusal: ${where}`);
    const parsed = ErrorBody.safeParse(JSON.parse(reply.text));
    if (!parsed.success || parsed.data.message.trim().length < 3)
      throw new Error(`refusal without a message: ${where}`);
  }
  if (fuzz.operatorInField && reply.status < 300) throw new Error(`operator accepted: ${where}`);
}
