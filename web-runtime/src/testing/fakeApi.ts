// A fake of the API behind `fetch`, for jsdom tests (jsdom has no fetch).

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  statusText?: string;
}

/** A reply, a function of the call, or `'pending'` for a call that never answers (loading states). */
export type FakeRoute = FakeReply | 'pending' | ((call: FakeCall) => FakeReply | 'pending');

/** Enough of a fetch Response for the API client: jsdom has none. */
export function fakeResponse({ status, body, statusText = '' }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as unknown as Response; // the client reads only these members
}

/**
 * Answers `fetch` from a table keyed by "METHOD /path?query" (unknown calls get a 404) and records
 * every call, so a test can check what the app sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      // A JSON body parsed; an upload's FormData as it is, so a test can see the files.
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init.body instanceof FormData
            ? init.body
            : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`] ?? { status: 404, body: { message: 'Not found' } };
    const reply = typeof route === 'function' ? route(call) : route;
    if (reply === 'pending') return new Promise<never>(() => undefined);
    return fakeResponse(reply);
  }) as typeof fetch;
  return calls;
}
