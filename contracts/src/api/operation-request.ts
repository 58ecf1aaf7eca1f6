import type { Method, OperationCall } from './operation.js';
import { operationsByName } from './operations.js';
import type { ArgsOf, OperationArgs, OperationName, OperationResult } from './operation-types.js';

export type HttpMethod = Uppercase<Method>;

/** A call ready to send: what a fetch (or any HTTP client) needs, nothing sent yet. */
export interface OperationRequest {
  method: HttpMethod;
  /** The path with its `{params}` filled in, and the query if any; relative to the API's origin. */
  url: string;
  /** The body as given: a value to send as JSON, or the FormData of a multipart upload. */
  body?: unknown;
  /** How to send `body`, when there is one. */
  bodyMediaType?: 'application/json' | 'multipart/form-data';
}

/** The input of any operation, unchecked: `operationRequest` is the typed door to it. */
export interface UntypedOperationInput {
  params?: unknown;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/**
 * The path's `{name}` parts from the params. Params the schema takes are sent parsed; params it
 * refuses are sent as given, so the service answers them (400 or 404, with its sentence) as it
 * always has, rather than the caller failing before asking.
 */
function filledPath(operation: OperationCall, params: unknown): string {
  const parsed = operation.params?.safeParse(params);
  const values = (parsed?.success ? parsed.data : params) as Readonly<Record<string, unknown>> | undefined;
  return operation.path.replace(/\{([^}]+)\}/g, (_part, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null)
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from the query, fields left undefined left out, an array as its key repeated. */
function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request for any operation (the typed `operationRequest` names one of the contracts' own). */
export function requestForOperation(
  operation: OperationCall,
  input: UntypedOperationInput = {},
): OperationRequest {
  const request: OperationRequest = {
    method: operation.method.toUpperCase() as HttpMethod,
    url: filledPath(operation, input.params) + queryString(input.query),
  };
  // The query and body go as given: the service checks them and answers a 400 with its words.
  if (operation.body && input.body !== undefined) {
    request.body = input.body;
    request.bodyMediaType = operation.bodyMediaType ?? 'application/json';
  }
  return request;
}

/**
 * The request that makes this call, typed by the operation itself (`requestFor(listThreads, { query:
 * { limit: 50 } })`): what a client holding the imported operation uses, so it bundles only that
 * call, never every operation as `operationRequest` does.
 */
export function requestFor<Op extends OperationCall>(
  operation: Op,
  ...[input]: ArgsOf<Op>
): OperationRequest {
  return requestForOperation(operation, input as UntypedOperationInput | undefined);
}

/**
 * The request that makes the named call: method, URL (path parameters filled, query serialised)
 * and body. Pure: no fetch, no DOM; the caller sends it.
 */
export function operationRequest<Name extends OperationName>(
  name: Name,
  ...[input]: OperationArgs<Name>
): OperationRequest {
  const operation: OperationCall = operationsByName[name];
  return requestForOperation(operation, input as UntypedOperationInput | undefined);
}

/**
 * The named call's answer, parsed with its response schema (a ZodError when it does not match);
 * undefined for a call that answers with a redirect.
 */
export function parseOperationResult<Name extends OperationName>(
  name: Name,
  json: unknown,
): OperationResult<Name> {
  const operation: OperationCall = operationsByName[name];
  return (operation.response ? operation.response.parse(json) : undefined) as OperationResult<Name>;
}
