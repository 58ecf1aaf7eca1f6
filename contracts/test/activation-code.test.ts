import { describe, expect, it } from '@jest/globals';
import {
  ACTIVATION_CODE_ALPHABET,
  ActivationRequest,
  formatActivationCode,
  normalizeActivationCode,
} from '../src/index.js';

describe('activation codes as people type them (issue 16)', () => {
  it('reads any case, with or without dashes or spaces, as the same code', () => {
    for (const typed of ['7KQM-2X9D-HC4R', '7kqm2x9dhc4r', ' 7kqm 2x9d hc4r ', '7KQM–2X9D—HC4R'])
      expect(normalizeActivationCode(typed)).toBe('7KQM2X9DHC4R');
  });

  it('reads the letters I, L and O as the digits they look like, which are the ones printed', () => {
    expect(normalizeActivationCode('OIL0-1111-0000')).toBe('011011110000');
  });

  it('refuses what cannot be a code: the wrong length, or a symbol codes never hold', () => {
    expect(normalizeActivationCode('7KQM-2X9D')).toBeNull();
    expect(normalizeActivationCode('7KQM-2X9D-HC4RX')).toBeNull();
    expect(normalizeActivationCode('UUUU-UUUU-UUUU')).toBeNull();
    expect(normalizeActivationCode('7KQM-2X9D-HC4!')).toBeNull();
  });

  it('has 32 symbols without look-alikes, so twelve of them are 60 random bits', () => {
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(32);
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(formatActivationCode('7KQM2X9DHC4R')).toBe('7KQM-2X9D-HC4R');
  });

  it('asks for the same password rules as sign-up, and a confirmation that matches', () => {
    const result = ActivationRequest.safeParse({
      code: '7KQM-2X9D-HC4R',
      password: 'short',
      confirmPassword: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
  });
});
