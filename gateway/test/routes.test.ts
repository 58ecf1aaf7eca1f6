import { describe, expect, it } from '@jest/globals';
import { buildOpenApiDocument, operations } from '@heartwise/contracts';
import { ownerOf } from '../src/routes.js';

/** The route table and the contracts' list of calls agree: each call reaches the service that owns it. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the route table', () => {
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

  it("lists the gateway's own calls in the OpenAPI document under the gateway's tag", () => {
    const own = operations.filter((op) => op.service === 'gateway').map((op) => op.path);
    expect(own).toEqual(['/api/admin/health']);
    const paths = buildOpenApiDocument().paths as Record<string, { get?: { tags?: string[] } }>;
    expect(paths['/api/admin/health']?.get?.tags).toEqual(['gateway']);
  });
});
