import { describe, expect, it } from '@jest/globals';
import { aSlip } from '../testing/fixtures.js';
import { activationAddress, slipsCsvRows } from './slips.js';

const portalHost = { protocol: 'http:', host: 'portal.localhost:8080' };

describe('where a slip says to enter the code', () => {
  it('sends a counselor (a district moderator) to the Moderator Portal, where they will sign in', () => {
    expect(activationAddress('moderator', portalHost)).toBe('http://mod.localhost:8080/auth?activate');
  });

  it('sends youth and parents to the main site', () => {
    expect(activationAddress('youth', portalHost)).toBe('http://localhost:8080/auth?activate');
    expect(activationAddress('parent', portalHost)).toBe('http://localhost:8080/auth?activate');
  });

  it('keeps an organization admin on the Organization Portal', () => {
    expect(activationAddress('org-admin', portalHost)).toBe('http://portal.localhost:8080/auth?activate');
  });

  it("gives each row of the CSV its own person's address", () => {
    const rows = slipsCsvRows(
      [aSlip({ role: 'youth' }), aSlip({ role: 'moderator', username: 'casey-m' })],
      portalHost,
    );
    expect(rows[1]?.[6]).toBe('http://localhost:8080/auth?activate (“I have an activation code”)');
    expect(rows[2]?.[6]).toBe('http://mod.localhost:8080/auth?activate (“I have an activation code”)');
  });
});
