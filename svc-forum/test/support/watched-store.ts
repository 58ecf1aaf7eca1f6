import type { DocumentStore } from '@heartwise/service-kit';

/**
 * The store, noting every query of any collection by anything but ids: what FerretDB v1 answers by
 * reading the whole collection (docs/architecture.md). For stories that pin reads by key.
 */
export function watched(store: DocumentStore): { store: DocumentStore; queries: string[] } {
  const queries: string[] = [];
  const proxy = new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property !== 'collection' || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(target) : value;
      return (definition: { name: string }) => {
        const collection = target.collection(definition as never) as object;
        return new Proxy(collection, {
          get(inner, method) {
            const member: unknown = Reflect.get(inner, method);
            if (typeof member !== 'function') return member;
            return (...args: unknown[]) => {
              const filter = args[0];
              const byId = typeof filter === 'object' && filter !== null && 'id' in filter;
              if (['find', 'findOne', 'count'].includes(String(method)) && !byId)
                queries.push(`${definition.name} ${JSON.stringify(filter)}`);
              return member.apply(inner, args) as unknown;
            };
          },
        });
      };
    },
  });
  return { store: proxy, queries };
}
