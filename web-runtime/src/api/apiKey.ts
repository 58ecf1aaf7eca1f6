import type { ArgsOf, InputOf, OperationCall } from '@heartwise/contracts';

/** What a key needs of a call: its path (the call itself, or `{ path: listThreadsPath }`). */
type Keyed = Pick<OperationCall, 'path'>;

/**
 * Cache keys from the contracts (SPEC §7: a key is its call's path in segments, so joining them with
 * slashes gives the path). They must stay the arrays they have always been: a shell and a remote of
 * different releases share one cache on a page, and one app's invalidation refreshes another's
 * screen. Changing what a key is, is a major change of web-runtime.
 */
export type ApiKey = readonly [string, ...unknown[]];

/** The path up to its first `{param}`, and the segments from there on, as written. */
function split(path: string): { fixed: string; rest: string[] } {
  const parts = path.split('/');
  const first = parts.findIndex((part) => part.startsWith('{'));
  const cut = first < 0 ? parts.length : first;
  return { fixed: parts.slice(0, cut).join('/'), rest: parts.slice(cut) };
}

/** Segments with each `{param}` filled in as given (a key keeps ids as they are, unescaped). */
function filled(path: string, rest: readonly string[], params: unknown): unknown[] {
  const values = (params ?? {}) as Readonly<Record<string, unknown>>;
  return rest.map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name === undefined) return part;
    if (values[name] === undefined) throw new Error(`The key of ${path} needs its ${name}.`);
    return values[name];
  });
}

const paramsOf = (args: readonly unknown[]): unknown =>
  (args[0] as InputOf<OperationCall> | undefined)?.params;

/**
 * A call's key: its path up to the first `{param}` as one segment, then each later segment, params
 * as given. `apiKey(listThreads)` is `['/api/forum/threads']`; `apiKey(threadDetail, { params: { id }
 * })` is `['/api/forum/threads', id]`, under the first, so invalidating the list refreshes a thread.
 * The query is not part of it: a page that keeps several answers of one path adds what tells them
 * apart (`[...apiKey(moderationQueue), status]`).
 */
export function apiKey<Op extends Keyed>(operation: Op, ...args: ArgsOf<Op>): ApiKey {
  const { fixed, rest } = split(operation.path);
  return [fixed, ...filled(operation.path, rest, paramsOf(args))];
}

/**
 * The key several calls share: the longest run of whole path segments they all begin with, before
 * any `{param}`. `sharedKey(practiceCompletions, todaysPractice)` is `['/api/micro-activities']`.
 */
export function sharedKey(...operations: readonly [Keyed, ...Keyed[]]): ApiKey {
  const fixedParts = operations.map((operation) => split(operation.path).fixed.split('/'));
  const [first, ...others] = fixedParts;
  let length = 0;
  while (
    first !== undefined &&
    length < first.length &&
    others.every((parts) => parts[length] === first[length])
  )
    length += 1;
  // At least the API's root and one word of its own ('', 'api', 'forum'): a key for one area.
  if (length < 3) throw new Error('These calls share no path to key them under.');
  return [(first ?? []).slice(0, length).join('/')];
}

/**
 * A call's key under a shorter key its path continues, one segment each:
 * `apiKeyWithin(['/api/micro-activities'], todaysPractice)` is `['/api/micro-activities', 'today']`,
 * so invalidating the shorter key refreshes it too.
 */
export function apiKeyWithin<Op extends Keyed>(group: ApiKey, operation: Op, ...args: ArgsOf<Op>): ApiKey {
  const [prefix, ...groupRest] = group;
  if (groupRest.length > 0 || !operation.path.startsWith(`${prefix}/`))
    throw new Error(`${operation.path} does not continue the key ${JSON.stringify(group)}.`);
  const { fixed, rest } = split(operation.path.slice(prefix.length + 1));
  return [prefix, ...(fixed ? fixed.split('/') : []), ...filled(operation.path, rest, paramsOf(args))];
}
