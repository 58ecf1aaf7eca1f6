import { aUser } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { greeting, isFirstVisit } from './greeting.js';

const signedUp = '2026-11-21T09:30:00.000Z';
const later = (minutes: number, from = signedUp) =>
  new Date(Date.parse(from) + minutes * 60_000).toISOString();

describe('the youth greeting', () => {
  it("says 'Welcome' to an account that has just been made, and 'Welcome back' once it returns", () => {
    const justMade = aUser('youth', { createdAt: signedUp, updatedAt: signedUp, lastActive: signedUp });
    expect(greeting(justMade)).toBe('Welcome, Sam!');
    // Still the first sitting: GET /api/user moved lastActive on 40 minutes in.
    expect(greeting({ ...justMade, lastActive: later(40) })).toBe('Welcome, Sam!');
    // Signed in again the next day, on whichever device.
    expect(greeting({ ...justMade, lastActive: later(24 * 60) })).toBe('Welcome back, Sam!');
  });

  it('reads an account nobody has seen yet (no lastActive) as a first visit', () => {
    expect(isFirstVisit(aUser('youth', { lastActive: null }))).toBe(true);
  });

  it("counts a district's imported account from its activation, not from the import", () => {
    const imported = signedUp;
    const activated = later(14 * 24 * 60, imported);
    const maya = aUser('youth', {
      firstName: 'Maya',
      organizationId: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d01',
      createdAt: imported,
      updatedAt: activated,
      lastActive: activated,
    });
    expect(greeting(maya)).toBe('Welcome, Maya!');
    expect(greeting({ ...maya, lastActive: later(3 * 24 * 60, activated) })).toBe('Welcome back, Maya!');
  });

  it("calls someone without a first name 'Friend', and greets plainly while the user loads", () => {
    const returning = aUser('youth', { firstName: null, lastActive: later(7 * 24 * 60) });
    expect(greeting(returning)).toBe('Welcome back, Friend!');
    expect(greeting(undefined)).toBe('Welcome, Friend!');
  });
});
