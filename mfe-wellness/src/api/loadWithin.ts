/**
 * How long a dashboard section waits for its data before saying it could not load it (issue 19): a
 * phone whose signal drops in the middle of a call may never hear back. 20 s, as long as the shell's
 * service worker waits for a page.
 */
export const LOAD_WAIT_MS = 20_000;

/** The answer did not come in time: read like any failed load (an error with Try again). */
export class LoadTookTooLong extends Error {
  override readonly name = 'LoadTookTooLong';
}

/** `load`, or a `LoadTookTooLong` failure once `ms` have passed without an answer. */
export function loadWithin<T>(load: Promise<T>, ms: number = LOAD_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTookTooLong(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/**
 * What a dashboard section's query does with no connection. React Query's default holds a query
 * while the browser is offline, and a section that never loaded then shows its placeholders for
 * ever; these try at once (failing at once offline, so the section says so and offers Try again),
 * and a section still without its data tries again by itself when the connection returns.
 */
export const loadEvenOffline = { networkMode: 'always', refetchOnReconnect: true } as const;
