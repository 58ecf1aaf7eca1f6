import { ErrorBody, HELPLINE_COUNTRY_HEADER, TIMEZONE_HEADER } from '@heartwise/contracts';
import { pageSingleton } from '@heartwise/ui-kit';
import type { z } from 'zod';
import { sessionEnded, SIGNED_OUT_NOTICE } from '../session/sessionEnded.js';
import { runtimeSlot } from '../version.js';
import { effectiveHelplineCountry } from '../support/helplineCountry.js';

/**
 * The front end's one HTTP transport (SPEC §7 and §8). Every app calls the API through it (by way of
 * `callApi`), so every call sends cookies, the user's time zone and the country of their helplines,
 * and every failure reads the same way.
 */

// Marks an ApiError of any copy of this major: a query one copy's fetcher failed may be read by
// another copy (one cache serves the page), and `instanceof` must still recognise its error.
const API_ERROR = Symbol.for(`heartwise.${runtimeSlot('api-error')}`);

/** A non-OK response. Its message is `<status>: <body text, or the status text when the body is empty>`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    Object.defineProperty(this, API_ERROR, { value: true });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The browser's IANA zone, so the services' "today" is the user's today. */
const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Where the API is. Empty in the browser (same origin: the gateway serves the page and /api);
 * set for contract tests, which talk to a Pact mock server, and for a remote run on its own.
 * One per page, whichever copy of web-runtime sets or reads it.
 */
const api = pageSingleton(runtimeSlot('api'), () => ({ baseUrl: '' }));
export function setApiBaseUrl(baseUrl: string): void {
  api.baseUrl = baseUrl.replace(/\/$/, '');
}

/**
 * One call. A body is sent as JSON, except a `FormData` (file uploads), which goes as
 * multipart/form-data with the boundary the browser chooses.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { [TIMEZONE_HEADER]: userTimeZone() };
  // Where the person is, for the helplines of any support notice (issue 19); none: the server reads Accept-Language.
  const country = effectiveHelplineCountry();
  if (country) headers[HELPLINE_COUNTRY_HEADER] = country;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A JSON content type only travels with a JSON body.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api.baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

export interface GetJsonOptions {
  /** 'returnNull' reads a 401 as "nobody is signed in"; by default a 401 throws like any error. */
  on401?: 'throw' | 'returnNull';
}

/** GET and parse with the contract's schema. */
export function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options?: { on401?: 'throw' },
): Promise<z.output<S>>;
export function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options: { on401: 'returnNull' },
): Promise<z.output<S> | null>;
export async function getJson(
  url: string,
  schema: z.ZodType,
  options: GetJsonOptions = {},
): Promise<unknown> {
  try {
    const response = await apiRequest('GET', url);
    return schema.parse(await response.json());
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Send a JSON body and parse the reply with the contract's schema. */
export async function sendJson<S extends z.ZodType>(
  method: Exclude<HttpMethod, 'GET'>,
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const response = await apiRequest(method, url, body);
  return schema.parse(await response.json());
}

/** The default query path (SPEC §7): a query key's segments joined with slashes. */
export const keyPath = (queryKey: readonly unknown[]): string => queryKey.join('/');

const parseJsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The server's own words for a failure (the `message` of SPEC §8's error body), else `fallback`.
 * When the session ended, what the page is saying about it: the person is on their way to sign in.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (sessionEnded(error)) return SIGNED_OUT_NOTICE.description;
  if (!(error instanceof ApiError)) return fallback;
  const parsed = ErrorBody.safeParse(parseJsonOrNull(error.body));
  return parsed.success ? parsed.data.message : fallback;
}
