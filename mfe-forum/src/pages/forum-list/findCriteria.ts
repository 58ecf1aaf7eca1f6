import { topicGroups, type ThreadSortOrder } from '@heartwise/contracts';

/** What someone chose to find discussions by; all absent is the plain list. */
export interface FindCriteria {
  q?: string | undefined;
  group?: string | undefined;
  sort: ThreadSortOrder;
}

/** Whether anything was chosen (otherwise the page shows the plain list, held posts included). */
export const isFinding = (criteria: FindCriteria): boolean =>
  Boolean(criteria.q) || Boolean(criteria.group) || criteria.sort !== 'newest';

/** The criteria from the page's address (`?q=&group=&sort=`), anything unknown left out. */
export function criteriaFrom(params: URLSearchParams): FindCriteria {
  const q = params.get('q')?.trim();
  const group = params.get('group') ?? undefined;
  return {
    ...(q ? { q } : {}),
    ...(group && topicGroups.includes(group) ? { group } : {}),
    sort: params.get('sort') === 'active' ? 'active' : 'newest',
  };
}

/** The address's parameters for these criteria (defaults left out, so the plain list is `/forum`). */
export function paramsOf(criteria: FindCriteria): Record<string, string> {
  return {
    ...(criteria.q ? { q: criteria.q } : {}),
    ...(criteria.group ? { group: criteria.group } : {}),
    ...(criteria.sort === 'active' ? { sort: 'active' } : {}),
  };
}
