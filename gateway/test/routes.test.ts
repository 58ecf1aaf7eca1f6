import { describe, expect, it } from '@jest/globals';
import { buildOpenApiDocument, operations, type Operation } from '@heartwise/contracts';
import { deriveRouteTable, ownerOf, routeTable } from '../src/routes.js';

/** The route table is derived from the contracts' list of calls: each call reaches the service that owns it. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the route table', () => {
  /** A made-up call, for tables other than the contracts' own. */
  const call = (service: Operation['service'], path: string): Operation => ({
    method: 'get',
    path,
    summary: 'A test call',
    service,
    auth: 'signed-in',
  });

  it('sends every service call in the contracts to its owner', () => {
    const misrouted = operations
      .filter((op) => op.service !== 'gateway')
      .map((op) => ({
        call: `${op.method} ${op.path}`,
        owner: op.service,
        routedTo: ownerOf(concrete(op.path)),
      }))
      .filter(({ owner, routedTo }) => owner !== routedTo);
    expect(misrouted).toEqual([]);
  });

  it("routes the dashboards' figure calls by their most specific prefix", () => {
    expect(ownerOf('/api/admin/figures')).toBe('identity');
    expect(ownerOf('/api/admin/settings')).toBe('identity');
    expect(ownerOf('/api/wellness/admin/figures')).toBe('wellness');
    expect(ownerOf('/api/forum/admin/figures')).toBe('forum');
    expect(ownerOf('/api/moderation/figures')).toBe('moderation');
    expect(ownerOf('/api/admin/moderation')).toBe('moderation');
  });

  it('has one route per path of the contracts, every one owned as its calls say', () => {
    expect(routeTable.map((route) => route.path)).toEqual([...new Set(operations.map((op) => op.path))]);
    for (const op of operations) {
      expect({ path: op.path, owner: routeTable.find((route) => route.path === op.path)?.owner }).toEqual({
        path: op.path,
        owner: op.service,
      });
    }
  });

  it('sends no call the gateway answers itself to a service, whatever shares its prefix', () => {
    expect(ownerOf('/api/admin/health')).toBeUndefined();
    expect(ownerOf('/api/admin/health/')).toBeUndefined();
    expect(ownerOf('/api/docs')).toBeUndefined();
  });

  it('fills a {param} with any one segment, never an empty one, and reads a trailing slash as Express does', () => {
    expect(ownerOf('/api/org/people/not-even-an-id/deactivate')).toBe('identity');
    expect(ownerOf('/api/forum/threads/%E2%9C%93')).toBe('forum');
    expect(ownerOf('/api/org/')).toBe('identity');
    expect(ownerOf('/api/org/escalations/')).toBe('moderation');
    const table = deriveRouteTable([
      call('forum', '/api/things/{id}/x'),
      call('wellness', '/api/things/all'),
    ]);
    expect(ownerOf('/api/things/1/x', table)).toBe('forum');
    expect(ownerOf('/api/things//x', table)).toBeUndefined();
  });

  it('resolves a path no call has to none, where no single service owns everything under it', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/nothing-here',
      '/api/admin/nothing',
      '/api/org/figures/nothing',
      '/api/user2',
      '/API/HABITS',
      '/remotes.json',
      '/',
    ])
      expect({ path, owner: ownerOf(path) }).toEqual({ path, owner: undefined });
  });

  it('lets a service answer an unknown path in its own area, as it always has (its sign-in check, its 404)', () => {
    expect(ownerOf('/api/forum/not-a-call')).toBe('forum');
    expect(ownerOf('/api/habits/not/a/path')).toBe('wellness');
    expect(ownerOf('/api/admin/moderation/a/b/c/d')).toBe('moderation');
    expect(ownerOf('/api/admin/users/someone/role/extra')).toBe('identity');
    expect(ownerOf('/api/emotional-sessions')).toBe('wellness');
  });

  it('refuses, at start, contracts that give one path to two services', () => {
    const call = (service: Operation['service'], path: string): Operation => ({
      method: 'get',
      path,
      summary: 'A test call',
      service,
      auth: 'signed-in',
    });
    expect(() => deriveRouteTable([call('forum', '/api/things'), call('wellness', '/api/things')])).toThrow(
      'The contracts give /api/things to both forum and wellness: one path, one owner.',
    );
    expect(() =>
      deriveRouteTable([call('forum', '/api/things/{id}'), call('moderation', '/api/things/mine')]),
    ).toThrow(
      'The contracts give /api/things/{id} to forum and /api/things/mine to moderation, and one request path can match both: one path, one owner.',
    );
    // One service's paths may overlap (its own router decides), and different lengths never do.
    expect(
      deriveRouteTable([
        call('forum', '/api/things/{id}'),
        call('forum', '/api/things/mine'),
        call('wellness', '/api/things/{id}/x'),
      ]),
    ).toHaveLength(3);
  });

  it("lists the gateway's own calls in the OpenAPI document under the gateway's tag", () => {
    const own = operations.filter((op) => op.service === 'gateway').map((op) => op.path);
    expect(own).toEqual(['/api/admin/health']);
    const paths = buildOpenApiDocument().paths as Record<string, { get?: { tags?: string[] } }>;
    expect(paths['/api/admin/health']?.get?.tags).toEqual(['gateway']);
  });
});
