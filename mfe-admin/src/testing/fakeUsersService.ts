// A fake of svc-identity's paged users list for jsdom tests (never imported by app code).
import { AdminUsersQuery, type AdminUserPage, type User } from '@heartwise/contracts';
import { fakeResponse, type FakeCall } from '@heartwise/web-runtime/testing';

const name = (user: User) =>
  ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.username).toLowerCase();
const column = (user: User, sort: AdminUsersQuery['sort']) =>
  sort === 'name'
    ? name(user)
    : sort === 'role'
      ? user.role
      : sort === 'joined'
        ? user.createdAt
        : (user.lastActive ?? '');

/** What GET /api/admin/users/page answers for these accounts: the service's search, filter, order and page. */
export function usersPage(users: readonly User[], search: URLSearchParams): AdminUserPage {
  const query = AdminUsersQuery.parse(Object.fromEntries(search));
  const needle = query.q?.toLowerCase() ?? '';
  const sign = query.direction === 'asc' ? 1 : -1;
  const matches = users
    .filter((user) => !query.role || user.role === query.role)
    .filter((user) =>
      [user.username, user.email, [user.firstName, user.lastName].filter(Boolean).join(' ')].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    )
    .sort(
      (a, b) =>
        sign * column(a, query.sort).localeCompare(column(b, query.sort)) || sign * a.id.localeCompare(b.id),
    );
  const start = (query.page - 1) * query.pageSize;
  return {
    users: matches.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: matches.length,
  };
}

/**
 * Puts the paged list in front of whatever `fetch` fakeApi set up: GET /api/admin/users/page with any
 * query answers from `users()` (read on each call, so a test can change them), recorded in `calls`.
 */
export function serveUsers(calls: FakeCall[], users: () => readonly User[]): void {
  const behind = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://heartwise.test');
    if ((init.method ?? 'GET') !== 'GET' || url.pathname !== '/api/admin/users/page')
      return behind(input, init);
    calls.push({
      method: 'GET',
      url: String(input),
      headers: {},
      body: undefined,
      credentials: init.credentials,
    });
    return fakeResponse({ status: 200, body: usersPage(users(), url.searchParams) });
  }) as typeof fetch;
}
