/** A count card's figure from a query: undefined while loading, null when it failed. */
export const figure = <T>(query: { isError: boolean; data: T | undefined }, pick: (data: T) => number) =>
  query.isError ? null : query.data === undefined ? undefined : pick(query.data);

/** A figure's trend from a query: undefined while loading or when it failed (the count says which). */
export const trendOf = <T, R>(query: { isError: boolean; data: T | undefined }, pick: (data: T) => R) =>
  query.isError || query.data === undefined ? undefined : pick(query.data);
