import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  buildOpenApiDocument,
  CreateReplyRequest,
  CreateThreadRequest,
  freeText,
  isLimitedMemberWrite,
  operations,
  topicGroups,
  topicTitles,
  visibleAtLeastPattern,
  WRITES_NEVER_LIMITED,
} from '../src/index.js';

const document = buildOpenApiDocument();
type Json = Record<string, unknown>;
const operationOf = (method: string, path: string) =>
  (document.paths?.[path] as Record<string, Json> | undefined)?.[method] as Json;
const responsesOf = (method: string, path: string) =>
  operationOf(method, path).responses as Record<string, Json>;
const schemaRef = (name: string) => document.components?.schemas?.[name] as Json;

describe('the OpenAPI document says how callers sign in', () => {
  it('names the session cookie the gateway sets and the bearer token services also take', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'hw_session' },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it('asks nothing of public calls and the roles of staff calls', () => {
    expect(operationOf('post', '/api/login').security).toEqual([]);
    expect(operationOf('get', '/api/wellness/helplines').security).toEqual([]);
    expect(operationOf('get', '/api/habits').security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(operationOf('get', '/api/admin/moderation').security).toEqual([
      { session: ['moderator', 'admin'] },
      { bearer: ['moderator', 'admin'] },
    ]);
    expect(operationOf('get', '/api/admin/users').security).toEqual([
      { session: ['admin'] },
      { bearer: ['admin'] },
    ]);
  });
});

describe('the OpenAPI document lists the refusals', () => {
  it('gives every limited member write a 429 with Retry-After and retryAfterSeconds, and no other call', () => {
    for (const operation of operations) {
      const responses = responsesOf(operation.method, operation.path);
      const limited = isLimitedMemberWrite(operation);
      if (limited) {
        expect({ call: `${operation.method} ${operation.path}`, limited: '429' in responses }).toEqual({
          call: `${operation.method} ${operation.path}`,
          limited: true,
        });
        expect(responses['429']).toMatchObject({
          headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/TooManyRequests' } } },
        });
      }
    }
    expect(schemaRef('TooManyRequests').required).toEqual(['message', 'retryAfterSeconds']);
    expect(WRITES_NEVER_LIMITED).toContain('post /api/logout');
    expect(responsesOf('post', '/api/logout')['429']).toBeUndefined();
    expect(responsesOf('post', '/api/forum/threads/{id}/remove')['429']).toBeUndefined();
    // Sign-in has throttles of its own.
    expect(responsesOf('post', '/api/login')['429']).toBeDefined();
  });

  it('says why, call by call', () => {
    expect(responsesOf('post', '/api/links/{id}/accept')['409']?.description).toBe(
      'Conflict: the request was already answered, withdrawn or has expired.',
    );
    expect(responsesOf('get', '/api/wellness/youth-summaries')['403']?.description).toBe(
      'Not allowed: the caller is an organization admin, who looks after their district from the portal; ' +
        'the caller is not a parent.',
    );
    // No input, no 400; a path parameter, a 404; a write, the same-origin check's 403.
    // (Its 403: organization admins are refused the member calls, issue 16.)
    expect(Object.keys(responsesOf('get', '/api/emotional-checkins/latest'))).toEqual(['200', '401', '403']);
    expect(Object.keys(responsesOf('get', '/api/forum/export'))).toEqual(['200', '401']);
    expect(Object.keys(responsesOf('post', '/api/emotional-sessions/{sessionId}/complete'))).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
    ]);
  });
});

describe('the OpenAPI document marks which bodies are required', () => {
  it('requires a body exactly when its schema does not take undefined', () => {
    for (const { method, path, body: schema } of operations) {
      if (!schema) continue;
      const body = operationOf(method, path).requestBody as Json;
      expect({ call: `${method} ${path}`, required: body.required }).toEqual({
        call: `${method} ${path}`,
        required: !schema.safeParse(undefined).success,
      });
    }
    expect((operationOf('patch', '/api/habits/{id}/complete').requestBody as Json).required).toBe(true);
    expect((operationOf('post', '/api/forum/threads/{id}/ask-for-help').requestBody as Json).required).toBe(
      false,
    );
  });
});

describe('catalogue titles are enums wherever they can only be the catalogue', () => {
  it('a new thread names one of the catalogue sentences, and the catalogue answers with them', () => {
    expect(schemaRef('TopicTitle')).toEqual({ type: 'string', enum: topicTitles });
    expect(schemaRef('TopicGroupName')).toEqual({ type: 'string', enum: topicGroups });
    expect(CreateThreadRequest.safeParse({ title: 'Anything I like', content: 'x'.repeat(20) }).success).toBe(
      false,
    );
    const newThread = JSON.stringify(operationOf('post', '/api/forum/threads').requestBody);
    expect(newThread).toContain('"title":{"$ref":"#/components/schemas/TopicTitle"}');
    const catalogue = JSON.stringify(schemaRef('TopicCatalogue'));
    expect(catalogue).toContain('"group":{"$ref":"#/components/schemas/TopicGroupName"}');
    expect(catalogue).toContain('"title":{"$ref":"#/components/schemas/TopicTitle"}');
    expect(JSON.stringify(schemaRef('DiscussionThemes'))).toContain(
      '"$ref":"#/components/schemas/TopicGroupName"',
    );
  });

  it('the wellness catalogues were enums already: habits, kindness activities, practices', () => {
    const toggle = JSON.stringify(operationOf('post', '/api/daily-compassion-check/toggle').requestBody);
    expect(toggle).toContain(
      '"enum":["baby-me","body-thanks","strong-me","kindness-for-me","thoughts-of-kindness"]',
    );
    const practice = JSON.stringify(operationOf('post', '/api/micro-activities/complete').requestBody);
    expect(practice).toContain('"enum":["verify","gratitude","reframe","optimism","humor"]');
  });
});

describe('free text: what the document calls valid, the server takes', () => {
  // Letters, spaces of every kind, the control and formatting characters cleaning removes, CR LF,
  // and characters outside the BMP (one character each, two UTF-16 units).
  const piece = fc.constantFrom(
    'a',
    'é',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u00a0',
    '\u0000',
    '\u0085',
    '\u202e',
    '\ufeff',
    '😀',
    '字',
  );
  const text = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));

  it.each([
    [1, 6],
    [5, 12],
  ])('min %i, max %i: the pattern and lengths agree with the server on every text', (min, max) => {
    const field = freeText({ min, max });
    const pattern = new RegExp(visibleAtLeastPattern(min) ?? '', 'u');
    fc.assert(
      fc.property(text, (sample) => {
        const length = [...sample].length;
        const documented = length >= min && length <= max && pattern.test(sample);
        expect({ sample, accepted: field.safeParse(sample).success }).toEqual({
          sample,
          accepted: documented,
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('counts a character outside the BMP once, and keeps what it stores clean and trimmed', () => {
    expect(CreateReplyRequest.safeParse({ content: '😀'.repeat(2000) }).success).toBe(true);
    expect(CreateReplyRequest.safeParse({ content: '😀'.repeat(2001) }).success).toBe(false);
    expect(CreateReplyRequest.parse({ content: '  \u202eHello there\u0000  ' }).content).toBe('Hello there');
    expect(CreateReplyRequest.safeParse({ content: '\u0001\u0001\u0001\u0001\u0001' }).success).toBe(false);
  });
});
