import { createDocument } from 'zod-openapi';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { ErrorBody } from '../common.js';
import { operations } from './operations.js';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

/** The OpenAPI 3.1 document of every call in `operations`, served by the gateway at /api/docs. */
export type OpenApiDocument = ReturnType<typeof createDocument>;

export function buildOpenApiDocument(version = '0.1.0'): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const operation: ZodOpenApiOperationObject = {
      ...(op.id ? { operationId: op.id } : {}),
      summary: op.summary,
      tags: [op.service],
      ...(op.query || op.params
        ? {
            requestParams: {
              ...(op.query ? { query: op.query } : {}),
              ...(op.params ? { path: op.params } : {}),
            },
          }
        : {}),
      ...(op.body ? { requestBody: { content: { 'application/json': { schema: op.body } } } } : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: op.response } },
        },
        '400': errorResponse('The request did not match the schema'),
        ...(op.auth === 'public' ? {} : { '401': errorResponse('Not signed in') }),
        ...(op.auth === 'moderator' || op.auth === 'admin'
          ? { '403': errorResponse('Role not allowed') }
          : {}),
      },
    };
    paths[op.path] = { ...paths[op.path], [op.method]: operation };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Heartwise API',
      version,
      description: 'Every call the Heartwise front ends make, generated from @heartwise/contracts.',
    },
    paths,
  });
}
