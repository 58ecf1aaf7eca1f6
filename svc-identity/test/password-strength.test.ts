import { describe, expect, it } from '@jest/globals';
import {
  PASSWORD_TOO_EASY,
  PASSWORD_TOO_PERSONAL,
  passwordStrengthProblem,
} from '../src/core/password-strength.js';

const ana = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.com',
  username: 'calm-otter48213',
};

describe('how hard a new password is to guess (issue 15)', () => {
  it.each([
    '12345678',
    'password',
    '        ',
    'Password1',
    'passw0rd!',
    'qwertyuiop',
    '11111111',
    'abcdefgh',
    'iloveyou123',
    'letmein12',
    'summer2024',
    'monkey123',
  ])('refuses %j: a common, breached or patterned password', (password) => {
    expect(passwordStrengthProblem(password, ana)).toBe(PASSWORD_TOO_EASY);
  });

  it.each(['anasilva', 'AnaSilva1', 'ana2010silva', 'silva2024', 'ana.silva@example.com', 'calmotter48213'])(
    'refuses %j for Ana Silva: her own name, email or username, dressed up or not',
    (password) => {
      expect(passwordStrengthProblem(password, ana)).toBe(PASSWORD_TOO_PERSONAL);
    },
  );

  it.each([
    'heartwise-demo', // the embedded demo's password
    'calm-and-kind-42', // the browser tests' people
    'a kind and long secret', // the gateway's authorization matrix
    'correct horse battery', // svc-identity's own test people
    'staff password 1',
    'a-brand-new-password', // the shell's pact
    'kind-and-calm-42',
    'chaos-run-password',
    'bench-password-1',
    'Kq7#vX2!', // eight random characters: the shortest SPEC allows
  ])('accepts %j', (password) => {
    expect(passwordStrengthProblem(password, ana)).toBeNull();
  });

  it('accepts a strong password that happens to hold her name: it is strong without it too', () => {
    expect(passwordStrengthProblem('ana-paints-purple-kites', ana)).toBeNull();
  });
});
