import { describe, expect, it } from '@jest/globals';
import { LoginRequest } from '@heartwise/contracts';
import { ADJECTIVES, generateUsername, NOUNS, USERNAME_SPACE } from '../src/core/username.js';

/** SPEC §2: "adjective-noun plus digits", from a space large enough that guessing one is pointless. */
const SHAPE = /^([a-z]+)-([a-z]+)(\d{5})$/;

describe('generated usernames', () => {
  it('are an adjective, a noun and five digits, from the gentle word lists', () => {
    for (let sample = 0; sample < 1_000; sample += 1) {
      const username = generateUsername();
      const [, adjective, noun, digits] = SHAPE.exec(username) ?? [];
      expect({
        username,
        adjective: ADJECTIVES.includes(adjective ?? ''),
        noun: NOUNS.includes(noun ?? ''),
      }).toEqual({
        username,
        adjective: true,
        noun: true,
      });
      expect(Number(digits)).toBeGreaterThanOrEqual(10_000);
    }
  });

  it('come from about a billion combinations of distinct lower-case words', () => {
    expect(ADJECTIVES.length).toBeGreaterThanOrEqual(100);
    expect(NOUNS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(ADJECTIVES).size).toBe(ADJECTIVES.length);
    expect(new Set(NOUNS).size).toBe(NOUNS.length);
    for (const word of [...ADJECTIVES, ...NOUNS]) expect(word).toMatch(/^[a-z]+$/);
    expect(USERNAME_SPACE).toBe(ADJECTIVES.length * NOUNS.length * 90_000);
    expect(USERNAME_SPACE).toBeGreaterThan(9e8);
  });

  it('rarely repeat: 10,000 of them collide no more than chance allows', () => {
    const seen = new Set<string>();
    let collisions = 0;
    for (let sample = 0; sample < 10_000; sample += 1) {
      const username = generateUsername();
      if (seen.has(username)) collisions += 1;
      seen.add(username);
    }
    // Expected about n²/2N ≈ 0.05 for a space of 10⁹; three or more would happen once in 50,000 runs.
    expect(collisions).toBeLessThanOrEqual(2);
  });

  it('leave the usernames made before (three digits) valid for signing in: nothing checks the shape', () => {
    expect(LoginRequest.safeParse({ username: 'calm-otter482', password: 'a password' }).success).toBe(true);
  });
});
