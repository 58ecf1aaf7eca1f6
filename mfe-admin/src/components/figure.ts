/**
 * A count card's figure from a query: undefined while loading, null when it failed or when the
 * service does not count it yet (`pick` gives undefined: an older service, issue 19's figures).
 */
export const figure = <T>(
  query: { isError: boolean; data: T | undefined },
  pick: (data: T) => number | undefined,
): number | null | undefined =>
  query.isError ? null : query.data === undefined ? undefined : (pick(query.data) ?? null);

/** A figure's trend from a query: undefined while loading, when it failed or when it is not sent (the count says which). */
export const trendOf = <T, R>(
  query: { isError: boolean; data: T | undefined },
  pick: (data: T) => R | undefined,
) => (query.isError || query.data === undefined ? undefined : pick(query.data));
