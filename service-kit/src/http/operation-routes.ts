import type { RequestHandler, Router } from 'express';
import {
  operations,
  operationsByName,
  type NamedOperation,
  type Operation,
  type OperationName,
  type OperationOf,
} from '@heartwise/contracts';
import { authenticate, refuseOrgAdmins, requireRole } from '../auth/guards.js';
import type { TokenVerifier } from '../auth/tokens.js';

/** A part of the platform the contracts give calls to. */
export type ApiService = Operation['service'];

/** The names of the calls one service owns, e.g. `OperationNameOf<'forum'>` has `listThreads`. */
export type OperationNameOf<Service extends ApiService> = {
  [Name in OperationName]: OperationOf<Name>['service'] extends Service ? Name : never;
}[OperationName];

/**
 * The gate each kind of `Operation['auth']` names, once the caller is known to be signed in (see
 * contracts' api/operation.ts for what each kind means). Roles only: whose post, which district
 * and the like are the use cases' to check.
 */
const roleGates: Record<Exclude<Operation['auth'], 'public'>, RequestHandler[]> = {
  'signed-in': [],
  member: [refuseOrgAdmins()],
  moderator: [requireRole('moderator', 'admin')],
  admin: [requireRole('admin')],
  'org-admin': [requireRole('org-admin')],
};

/** The guard in front of a call: nothing for a public one, else who is calling, then their role. */
function guardOf(auth: Operation['auth'], signedIn: readonly RequestHandler[]): RequestHandler[] {
  return auth === 'public' ? [] : [...signedIn, ...roleGates[auth]];
}

/** An OpenAPI path template as Express writes it: `/api/forum/threads/{id}` → `/api/forum/threads/:id`. */
export const expressPath = (template: string): string => template.replace(/\{([^}]+)\}/g, ':$1');

/**
 * What one service's routes served, counted as they register them. Start-up (`startService`)
 * checks it against the contracts: every call the contracts give the service served exactly once,
 * and nobody else's.
 */
export class ServedOperations {
  private readonly counts = new Map<string, number>();

  /** `service` is the service's name, `svc-<its part in the contracts>` (svc-forum serves `forum`'s calls). */
  constructor(readonly service: string) {}

  record(name: OperationName): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** What is wrong, in a sentence naming the calls; undefined when the service serves its calls exactly. */
  mismatch(): string | undefined {
    const isOwn = (operation: NamedOperation) => `svc-${operation.service}` === this.service;
    const missing = operations.filter((operation) => isOwn(operation) && !this.counts.has(operation.id));
    const twice = [...this.counts].filter(([, count]) => count > 1).map(([name]) => name);
    const others = operations.filter((operation) => !isOwn(operation) && this.counts.has(operation.id));
    const problems = [
      missing.length > 0 ? `not served: ${missing.map(({ id }) => id).join(', ')}` : '',
      twice.length > 0 ? `served more than once: ${twice.join(', ')}` : '',
      others.length > 0 ? `another service's: ${others.map(({ id }) => id).join(', ')}` : '',
    ].filter(Boolean);
    return problems.length > 0
      ? `${this.service} does not serve the calls the contracts give it (${problems.join('; ')}).`
      : undefined;
  }
}

export interface OperationRoutesOptions<Service extends ApiService> {
  /** Whose calls these are: only theirs can be named. */
  service: Service;
  /** Verifies the caller's token: the proof they are signed in, unless `signedIn` says more. */
  verifier: TokenVerifier;
  /** Where start-up counts what is served: the `served` of the service's context. */
  served: ServedOperations;
  /**
   * What proves the caller is signed in, in place of a verified token alone; it must set `req.auth`
   * (svc-identity, which owns the sessions, also checks the session is alive). The role gate follows.
   */
  signedIn?: readonly RequestHandler[];
}

/**
 * Serves one call of the contracts on a router: its method, its path, the guard its `auth` names,
 * then the handlers (a call's own extra checks first, if any, then the one that answers).
 */
export interface ServeOperation<Service extends ApiService> {
  (router: Router, name: OperationNameOf<Service>, ...handlers: RequestHandler[]): void;
  /**
   * Any other path under `prefix`, which no call describes, meets the guard `auth` names before the
   * JSON 404 (or 405, for a known path and another method): an area every call of which has that
   * guard answers an unknown path as its calls would (401 without a session), telling no one what
   * exists there. Register it after the area's calls.
   */
  otherPaths(router: Router, prefix: string, auth: Operation['auth']): void;
}

/**
 * The one way a service's routes serve the contracts' calls (issue 17): by name, so no path is
 * written twice, with `Operation.auth` enforced from the same declaration the OpenAPI document is
 * generated from, e.g. `serve(router, 'listThreads', async (req, res) => { … })`.
 */
export function operationRoutes<Service extends ApiService>(
  options: OperationRoutesOptions<Service>,
): ServeOperation<Service> {
  const signedIn = options.signedIn ?? [authenticate(options.verifier)];
  const serve = (router: Router, name: OperationNameOf<Service>, ...handlers: RequestHandler[]): void => {
    const operation: Operation = operationsByName[name];
    // The types refuse another service's call; a cast could still smuggle one in.
    if (operation.service !== options.service)
      throw new Error(`${name} is a call of ${operation.service}, not of ${options.service}.`);
    router[operation.method](expressPath(operation.path), ...guardOf(operation.auth, signedIn), ...handlers);
    options.served.record(name);
  };
  return Object.assign(serve, {
    otherPaths(router: Router, prefix: string, auth: Operation['auth']): void {
      const guard = guardOf(auth, signedIn);
      if (guard.length > 0) router.use(prefix, ...guard);
    },
  });
}
