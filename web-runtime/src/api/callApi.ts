import type { ArgsOf, OperationCall, ResultOf } from '@heartwise/contracts';
import { requestFor } from '@heartwise/contracts';
import { apiRequest } from '../data/fetcher.js';
import { markNeedsSession } from '../session/sessionEnded.js';

/**
 * Calls one of the contracts' operations, imported by name: `callApi(listThreads, { query: { limit:
 * 50 } })`, `callApi(threadDetail, { params: { id } })`, `callApi(createThread, { body })`. Params,
 * query and body are typed by the operation (each required exactly when the call needs it), the
 * URL comes from it, and the answer is parsed with its response schema. It goes over `apiRequest`
 * (cookies, the time zone, JSON or multipart); a failure is an `ApiError`, and a 401 of a call that
 * needs a session is answered once, by the data client (`watchSessionEnd`).
 */
export async function callApi<Op extends OperationCall>(
  operation: Op,
  ...args: ArgsOf<Op>
): Promise<ResultOf<Op>> {
  const { method, url, body } = requestFor(operation, ...args);
  let response: Response;
  try {
    response = await apiRequest(method, url, body);
  } catch (error) {
    // The page's 401 rule reads this: only a call that needs a session can find it ended.
    if (operation.auth !== 'public') markNeedsSession(error);
    throw error;
  }
  // A redirect (the browser follows it) answers nothing to parse.
  if (!operation.response) return undefined as ResultOf<Op>;
  return operation.response.parse(await response.json()) as ResultOf<Op>;
}
