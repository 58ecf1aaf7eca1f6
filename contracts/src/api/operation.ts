import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The refusals a call can give; every one carries an ErrorBody. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 429;

/**
 * Why a call gives each refusal beyond those every call of its kind gives (see api/answers.ts:
 * 400 for a body or query, 401 unless public, 403 for staff calls and for every write refused by
 * the gateway's same-origin check, 404 for path parameters, 411 and 413 for a body, 429 for a
 * member's write). Read from the call's route and use case; the sentence becomes part of the
 * OpenAPI response's description.
 */
export type Refusals = Partial<Record<ErrorStatus, string>>;

/**
 * One HTTP call of the public API, as it crosses the wire: what a client needs to make it and
 * read its answer, and a service to serve it. Each is declared in its own module under its name
 * (`api/forum/listThreads.ts`: `listThreads`), which is also its OpenAPI operationId; its
 * `OperationDocs` sit beside it as `<name>Docs`.
 */
export interface OperationCall {
  method: Method;
  /** OpenAPI path, e.g. /api/forum/threads/{id} */
  path: string;
  /**
   * Which service owns it (the gateway routes by path, see gateway/src/routes.ts), or the
   * gateway itself for the few calls it answers before proxying.
   */
  service: 'identity' | 'wellness' | 'forum' | 'moderation' | 'gateway';
  /**
   * Who may call; the owning service enforces it from here (service-kit's `operationRoutes`), before
   * the call's own checks:
   * - `public`: anyone, signed in or not;
   * - `signed-in`: anyone signed in, whatever their role;
   * - `member`: anyone signed in but an organization admin (403), who looks after a district from
   *   the portal and never reads or posts among its members (issue 16);
   * - `moderator`: moderators and administrators;
   * - `admin`: administrators;
   * - `org-admin`: organization admins, each over their own district alone (issue 16).
   * Finer rules (a parent's call, the author's own post, the caller's district) are the call's own
   * and listed in `errors`.
   */
  auth: 'public' | 'signed-in' | 'member' | 'moderator' | 'admin' | 'org-admin';
  query?: z.ZodObject;
  /** The `{name}` parts of the path. */
  params?: z.ZodObject;
  /** Required unless the schema accepts `undefined` (then the call may be sent without a body). */
  body?: z.ZodType;
  /** How the body is sent: JSON unless said (a file upload is multipart/form-data). */
  bodyMediaType?: 'application/json' | 'multipart/form-data';
  /** The JSON answer; absent for a redirect (`status` 3xx), which answers with a Location. */
  response?: z.ZodType;
  status?: number;
  /**
   * It reads the caller's local day or week from the `x-timezone` header (an IANA zone, UTC when
   * absent) and refuses one that is not a zone with 400.
   */
  timeZone?: true;
}

/**
 * What the API document says of a call: its summary and the refusals it has beyond its kind's. Kept
 * apart from the call because a browser carries every property of an object it carries, and no
 * page shows these; the server side reads them joined (`Operation`, `operationsByName`).
 */
export interface OperationDocs {
  summary: string;
  errors?: Refusals;
}

/** A call with what the API document says of it: the single source the OpenAPI document is generated from. */
export interface Operation extends OperationCall, OperationDocs {}

/** An operation as `operations` lists it: with its name, the OpenAPI operationId. */
export interface NamedOperation extends Operation {
  id: string;
}
