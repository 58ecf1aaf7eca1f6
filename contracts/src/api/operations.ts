import type { z } from 'zod';
import { ErrorBody, OkBody } from '../common.js';
import { LoginRequest, RegisterRequest } from '../identity/auth.js';
import { User } from '../identity/user.js';
import { HabitList } from '../wellness/habits.js';
import { ThreadList, ThreadListQuery } from '../forum/threads.js';
import { ModerationList, ModerationListQuery } from '../moderation/items.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One HTTP call of the public API: the single source the OpenAPI document is generated from. */
export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. /api/forum/threads/{id} */
  path: string;
  summary: string;
  /** Which service owns it (the gateway routes by path prefix; see gateway/src/routes.ts). */
  service: 'identity' | 'wellness' | 'forum' | 'moderation';
  auth: 'public' | 'signed-in' | 'moderator' | 'admin';
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
}

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    service: 'identity',
    auth: 'signed-in',
    response: User,
  },
  {
    method: 'post',
    path: '/api/login',
    summary: 'Sign in with username (main domain) or email (portals)',
    service: 'identity',
    auth: 'public',
    body: LoginRequest,
    response: User,
  },
  {
    method: 'post',
    path: '/api/register',
    summary: 'Create a youth or parent account',
    service: 'identity',
    auth: 'public',
    body: RegisterRequest,
    response: User,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'End this session',
    service: 'identity',
    auth: 'signed-in',
    response: OkBody,
  },
  {
    method: 'get',
    path: '/api/habits',
    summary: "Today's five habits, created on first read",
    service: 'wellness',
    auth: 'signed-in',
    response: HabitList,
  },
  {
    method: 'get',
    path: '/api/forum/threads',
    summary: 'Visible threads, newest first',
    service: 'forum',
    auth: 'signed-in',
    query: ThreadListQuery,
    response: ThreadList,
  },
  {
    method: 'get',
    path: '/api/admin/moderation',
    summary: 'Moderation items by status',
    service: 'moderation',
    auth: 'moderator',
    query: ModerationListQuery,
    response: ModerationList,
  },
];

export { ErrorBody };
