import { describe, expect, it } from '@jest/globals';
import { promptVisit } from './promptVisit.js';
import { IDLE_TIMEOUT_MS } from './timings.js';

/** Enough of a browser's localStorage: one per test, shared by the "tabs" that read it. */
function aStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const USER = 'f1b6c1d2-6d1a-4c4e-9a51-2c3d4e5f6a7b';

describe('a visit, as the automatic check-ins remember it', () => {
  it('is shared by every tab of the browser, and kept per person', () => {
    const storage = aStorage();
    promptVisit(storage, USER).markPreShown();
    expect(promptVisit(storage, USER).preShown()).toBe(true); // another tab
    expect(promptVisit(storage, 'someone-else').preShown()).toBe(false);
  });

  it('ends after 30 minutes without activity; activity keeps it going', () => {
    const storage = aStorage();
    let clock = 0;
    const visit = promptVisit(storage, USER, () => clock);
    visit.markPreShown();
    visit.markReflectionAsked('session-1');
    clock += IDLE_TIMEOUT_MS;
    visit.touch();
    clock += IDLE_TIMEOUT_MS;
    expect(visit.preShown()).toBe(true);
    expect(visit.reflectionAsked('session-1')).toBe(true);
    clock += 1;
    expect(visit.preShown()).toBe(false);
    expect(visit.reflectionAsked('session-1')).toBe(false);
  });

  it('remembers the exit check-in: pending once a tab is left, then shown and no longer pending', () => {
    const visit = promptVisit(aStorage(), USER);
    visit.setExitPending();
    expect(visit.exitPending()).toBe(true);
    visit.markExitShown();
    expect([visit.exitPending(), visit.exitShown()]).toEqual([false, true]);
  });

  it('carries a left tab into the next visit, where they are returning until something is asked', () => {
    const storage = aStorage();
    let clock = 0;
    const visit = promptVisit(storage, USER, () => clock);
    visit.markPreShown();
    visit.setExitPending();
    expect(visit.returning()).toBe(false); // the same visit: it already asked
    clock += IDLE_TIMEOUT_MS + 1;
    expect([visit.preShown(), visit.returning()]).toEqual([false, true]);
    visit.markExitShown();
    expect(visit.returning()).toBe(false);
  });

  it('reads the record browser tests write to keep the prompts out of their way', () => {
    const storage = aStorage();
    storage.setItem(
      `heartwise:check-in:visit:${USER}`,
      JSON.stringify({ startedAt: Date.now(), lastSeenAt: Date.now(), asked: ['pre', 'post-post'] }),
    );
    const visit = promptVisit(storage, USER);
    expect([visit.preShown(), visit.exitShown(), visit.exitPending()]).toEqual([true, true, false]);
  });

  it('starts afresh from anything unreadable, and carries on when storage refuses', () => {
    const storage = aStorage();
    storage.setItem(`heartwise:check-in:visit:${USER}`, '{"asked": "pre"');
    expect(promptVisit(storage, USER).preShown()).toBe(false);
    const refusing = {
      ...aStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => promptVisit(refusing, USER).markPreShown()).not.toThrow();
    expect(promptVisit(null, USER).preShown()).toBe(false);
  });
});
