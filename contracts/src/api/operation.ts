import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One HTTP call of the public API: the single source the OpenAPI document is generated from. */
export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. /api/forum/threads/{id} */
  path: string;
  /** The OpenAPI operationId, for calls a client looks up by name (e.g. the "Download my data" parts). */
  id?: string;
  summary: string;
  /**
   * Which service owns it (the gateway routes by path prefix; see gateway/src/routes.ts), or the
   * gateway itself for the few calls it answers before proxying.
   */
  service: 'identity' | 'wellness' | 'forum' | 'moderation' | 'gateway';
  auth: 'public' | 'signed-in' | 'moderator' | 'admin';
  query?: z.ZodObject;
  /** The `{name}` parts of the path. */
  params?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
}
