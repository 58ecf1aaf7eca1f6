import type { IncomingMessage } from 'node:http';
import { operations, type Operation } from '@heartwise/contracts';
import type { GatewayConfig } from './config.js';

/** The services the gateway proxies to; the contracts' `gateway` calls it answers itself. */
export type ServiceName = Exclude<Operation['service'], 'gateway'>;

/** One path of the contracts and who answers it. */
export interface Route {
  /** As in the contracts, e.g. /api/forum/threads/{id}. */
  path: string;
  /** Its segments after the leading slash; null where a `{param}` takes any one segment. */
  segments: readonly (string | null)[];
  owner: Operation['service'];
}

const segmentsOf = (template: string): (string | null)[] =>
  template
    .split('/')
    .slice(1)
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment));

/** Some request path could match both: the same length, and every pair of segments equal or a param. */
const overlap = (a: Route, b: Route): boolean =>
  a.segments.length === b.segments.length &&
  a.segments.every((segment, i) => segment === null || b.segments[i] === null || segment === b.segments[i]);

/**
 * The route table, derived from the contracts' operations: one route per path. Two services
 * claiming paths a request could match both is a mistake in the contracts, refused here, at start.
 */
export function deriveRouteTable(all: readonly Operation[]): Route[] {
  const byPath = new Map<string, Route>();
  for (const { path, service } of all) {
    const route = byPath.get(path) ?? { path, segments: segmentsOf(path), owner: service };
    if (route.owner !== service)
      throw new Error(
        `The contracts give ${path} to both ${route.owner} and ${service}: one path, one owner.`,
      );
    byPath.set(path, route);
  }
  const routes = [...byPath.values()];
  for (const [i, route] of routes.entries()) {
    const clash = routes.slice(i + 1).find((other) => other.owner !== route.owner && overlap(route, other));
    if (clash)
      throw new Error(
        `The contracts give ${route.path} to ${route.owner} and ${clash.path} to ${clash.owner}, ` +
          'and one request path can match both: one path, one owner.',
      );
  }
  return routes;
}

/** Which service answers which /api path: every path of contracts' `operations`, none by hand. */
export const routeTable: readonly Route[] = deriveRouteTable(operations);

/** The route's first `count` segments take the path's first `count`; a `{param}` any one but an empty one. */
function matchesFrom(route: Route, segments: readonly string[], count: number): boolean {
  if (route.segments.length < count) return false;
  for (let i = 0; i < count; i++) {
    const expected = route.segments[i];
    const segment = segments[i];
    if (expected === null ? segment === '' : expected !== segment) return false;
  }
  return true;
}

/**
 * The service that answers a request path (without its query); undefined for the gateway's own
 * calls and for a path in no service's area, which the gateway answers (404) itself.
 *
 * A path of the contracts goes to its owner. Any other path goes to the service that owns every
 * call under its longest known prefix (/api/forum/anything to svc-forum, /api/habits/ to
 * svc-wellness), so a service still answers odd paths in its own area as it always has (its sign-in
 * check, its 404); under a prefix several services share (/api/admin, /api/org) the gateway answers.
 */
export function ownerOf(path: string, table: readonly Route[] = routeTable): ServiceName | undefined {
  // One trailing slash is the same path to Express (non-strict routing), so the same owner's.
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/').slice(1);
  const exact = table.find(
    (route) => route.segments.length === segments.length && matchesFrom(route, segments, segments.length),
  );
  if (exact) return exact.owner === 'gateway' ? undefined : exact.owner;
  // At least /api/<area>: all of /api has every owner.
  for (let count = segments.length; count >= 2; count--) {
    const under = table.filter((route) => matchesFrom(route, segments, count));
    if (under.length === 0) continue;
    const owners = new Set(under.map((route) => route.owner));
    const [owner] = owners;
    return owners.size === 1 && owner !== 'gateway' ? owner : undefined;
  }
  return undefined;
}

// Decided once per request: the latency naming and each service's proxy ask the same question.
const owners = new WeakMap<IncomingMessage, ServiceName | undefined>();

/** `ownerOf` a request's path (its query aside), worked out on the first ask and kept with the request. */
export function ownerOfRequest(req: IncomingMessage & { originalUrl?: string }): ServiceName | undefined {
  if (owners.has(req)) return owners.get(req);
  const owner = ownerOf((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');
  owners.set(req, owner);
  return owner;
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    wellness: config.WELLNESS_URL,
    forum: config.FORUM_URL,
    moderation: config.MODERATION_URL,
  };
}

/** Words a person reads when a service is down: which part of Heartwise, in plain language. */
export const areaNames: Record<ServiceName, string> = {
  identity: 'Sign-in',
  wellness: 'Your wellness tools',
  forum: 'Pause and Post',
  moderation: 'Moderation',
};
