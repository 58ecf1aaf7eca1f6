import type { RequestHandler, Response } from 'express';
import { operations, type ErrorBody, type Operation } from '@heartwise/contracts';

/** A path of the contracts (`{params}` match one segment) and the methods it has. */
interface PathMethods {
  path: string;
  pattern: RegExp;
  methods: Set<string>;
  /** How many `{params}` the path has: a path that names a segment wins over one that takes any. */
  params: number;
}

const templateToPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

function pathTable(all: readonly Operation[]): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const operation of all) {
    const methods = byPath.get(operation.path) ?? new Set<string>();
    methods.add(operation.method.toUpperCase());
    byPath.set(operation.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    path,
    pattern: templateToPattern(path),
    methods,
    params: path.split('{').length - 1,
  }));
}

const table = pathTable(operations);

/** Whether one address can match both templates: as many segments, each equal or a `{param}` in either. */
function overlap(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  const isParam = (segment: string) => segment.startsWith('{');
  return (
    left.length === right.length &&
    left.every((segment, at) => segment === right[at] || isParam(segment) || isParam(right[at] ?? ''))
  );
}

/**
 * The few paths that overlap another (`/api/admin/users/page` and `/api/admin/users/{userId}`),
 * found once at load: every request is checked against these alone, not the whole table.
 */
const overlapping = table.filter((entry) =>
  table.some((other) => other !== entry && overlap(entry.path, other.path)),
);

/** HEAD comes with GET (Express answers it from the GET route); OPTIONS is answered for every path. */
function withImplicit(methods: Iterable<string>): string[] {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all];
}

/**
 * The methods a path of the public API takes (from contracts' `operations`, `{params}` matching
 * any one segment), HEAD and OPTIONS included; undefined when no call has this path. Where paths
 * overlap, the one naming more segments is the path (`/api/admin/users/page` is not the
 * `/api/admin/users/{userId}` of a DELETE).
 */
export function allowedMethods(path: string): string[] | undefined {
  const matching = table.filter((entry) => entry.pattern.test(path));
  if (matching.length === 0) return undefined;
  const fewest = Math.min(...matching.map((entry) => entry.params));
  return withImplicit(
    matching.filter((entry) => entry.params === fewest).flatMap((entry) => [...entry.methods]),
  );
}

/** 405 with `Allow`, in words: the path exists, the method does not. */
export function refuseMethod(res: Response, method: string, allowed: readonly string[]): void {
  res.setHeader('Allow', allowed.join(', '));
  const others = allowed.filter((name) => name !== 'HEAD' && name !== 'OPTIONS');
  const body: ErrorBody = {
    message: `This address doesn't take ${method} requests. It takes ${others.join(', ')}.`,
  };
  res.status(405).json(body);
}

/**
 * OPTIONS on a path of the public API: 204 with `Allow` listing what the contracts say it takes,
 * answered before any sign-in check (it tells nothing the OpenAPI document does not).
 */
export const answerOptions: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  const allowed = allowedMethods(req.path);
  if (!allowed) return next();
  res.setHeader('Allow', allowed.join(', '));
  res.status(204).end();
};

/**
 * A method the path does not take, where a path with a parameter there would otherwise take it
 * (`DELETE /api/admin/users/page` reaching the route of `/api/admin/users/{userId}` and answering
 * 400 for an account id): 405 with `Allow` before the routes. Everywhere else the routes answer
 * first (a sign-in question before a method question) and the not-found handler refuses the method.
 */
export const refuseShadowedMethods: RequestHandler = (req, res, next) => {
  if (overlapping.filter((entry) => entry.pattern.test(req.path)).length < 2) return next();
  const allowed = allowedMethods(req.path);
  if (!allowed || allowed.includes(req.method)) return next();
  refuseMethod(res, req.method, allowed);
};

/**
 * For a path one part answers itself, outside the contracts (the gateway's /remotes.json, its
 * probes): any method other than these gets 405 with `Allow`.
 */
export function onlyMethods(...methods: string[]): RequestHandler {
  const allowed = withImplicit(methods);
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', allowed.join(', '));
      res.status(204).end();
      return;
    }
    refuseMethod(res, req.method, allowed);
  };
}
