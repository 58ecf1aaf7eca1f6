/** A count card's figure from a query: undefined while loading, null when it failed. */
export const figure = <T>(query: { isError: boolean; data: T | undefined }, pick: (data: T) => number) =>
  query.isError ? null : query.data === undefined ? undefined : pick(query.data);
