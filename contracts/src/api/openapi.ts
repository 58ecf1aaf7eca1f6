import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ErrorBody } from '../common.js';
import { operations } from './operations.js';
import { refusalsOf, refusalTitles } from './answers.js';
import type { Operation } from './operation.js';

/** The 429 body: ErrorBody whose `retryAfterSeconds` is always there (and so is Retry-After). */
export const TooManyRequestsBody = ErrorBody.extend({
  retryAfterSeconds: z.number().int().nonnegative(),
}).meta({ id: 'TooManyRequests' });

/** The names the document gives the two ways a caller proves who they are. */
export const SESSION_SCHEME = 'session';
export const BEARER_SCHEME = 'bearer';

const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name: 'hw_session',
    description:
      'The session svc-identity starts on sign-in or sign-up (POST /api/login, /api/register): an RS256 JWT ' +
      'in an httpOnly, SameSite=Lax cookie. Writes that carry it must also name the origin they were ' +
      'sent to (Origin, else Referer). Role names in a requirement are the roles it needs.',
  },
  [BEARER_SCHEME]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The same token in `Authorization: Bearer`, for calling a service directly (service to service, ' +
      'tools). The gateway removes this header: through it, only the cookie counts.',
  },
};

/** Who may call: nobody needs to be signed in, or either scheme with the roles the call needs. */
function securityOf(operation: Operation): Record<string, string[]>[] {
  if (operation.auth === 'public') return [];
  const roles = {
    'signed-in': [],
    // Any role but one: the organization admin's 403 is documented with the call's refusals.
    member: [],
    moderator: ['moderator', 'admin'],
    admin: ['admin'],
    'org-admin': ['org-admin'],
  }[operation.auth];
  return [{ [SESSION_SCHEME]: roles }, { [BEARER_SCHEME]: roles }];
}

const retryAfter = {
  'Retry-After': {
    required: true,
    description: "Seconds to wait before trying again (the same as the body's `retryAfterSeconds`).",
    schema: { type: 'integer' as const, minimum: 0 },
  },
};

function responsesOf(operation: Operation): ZodOpenApiResponsesObject {
  const status = operation.status ?? 200;
  const success = operation.response
    ? { description: 'Success', content: { 'application/json': { schema: operation.response } } }
    : {
        description: 'Redirect',
        headers: {
          Location: { required: true, description: 'Where to go', schema: { type: 'string' as const } },
        },
      };
  const responses: ZodOpenApiResponsesObject = { [String(status)]: success };
  for (const [refusal, reasons] of refusalsOf(operation)) {
    responses[String(refusal) as `4${string}`] = {
      description: `${refusalTitles[refusal]}: ${reasons.join('; ')}.`,
      content: { 'application/json': { schema: refusal === 429 ? TooManyRequestsBody : ErrorBody } },
      ...(refusal === 429 ? { headers: retryAfter } : {}),
    };
  }
  return responses;
}

/** Required unless the call's body schema takes `undefined` (then it may come without one). */
const bodyIsRequired = (body: z.ZodType): boolean => !body.safeParse(undefined).success;

/** The OpenAPI 3.1 document of every call in `operations`, served by the gateway at /api/docs. */
export type OpenApiDocument = ReturnType<typeof createDocument>;

export function buildOpenApiDocument(version = '0.1.0'): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const operation: ZodOpenApiOperationObject = {
      operationId: op.id,
      summary: op.summary,
      ...(op.timeZone
        ? {
            description:
              "Reads the caller's local day from the x-timezone header (an IANA zone; UTC when absent).",
          }
        : {}),
      tags: [op.service],
      security: securityOf(op),
      ...(op.query || op.params
        ? {
            requestParams: {
              ...(op.query ? { query: op.query } : {}),
              ...(op.params ? { path: op.params } : {}),
            },
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: bodyIsRequired(op.body),
              content: { [op.bodyMediaType ?? 'application/json']: { schema: op.body } },
            },
          }
        : {}),
      responses: responsesOf(op),
    };
    paths[op.path] = { ...paths[op.path], [op.method]: operation };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Heartwise API',
      version,
      description:
        'Every call the Heartwise front ends make, generated from @heartwise/contracts. Every refusal ' +
        'is JSON `{message}` in words a person can read. A path that exists answers 405 with `Allow` ' +
        'to a method it does not have.',
    },
    components: { securitySchemes },
    paths,
  });
}
