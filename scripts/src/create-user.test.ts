import { describe, expect, it } from '@jest/globals';
import { UserRegistered } from '@heartwise/contracts';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { userRepository } from '@heartwise/svc-identity';
import { CommandLineError, createUser, parseCreateUserArgs } from './create-user-command.js';

const flags = ['--role', 'admin', '--email', 'ada@example.org', '--first', 'Ada', '--last', 'Lovelace'];

describe('npm run create-user', () => {
  it('reads the flags, leaving the password to be asked for when it is not given', () => {
    expect(parseCreateUserArgs(flags)).toEqual({
      help: false,
      args: { role: 'admin', email: 'ada@example.org', first: 'Ada', last: 'Lovelace' },
    });
    expect(parseCreateUserArgs(['--help'])).toEqual({ help: true });
  });

  it('names every wrong flag at once', () => {
    const attempt = () =>
      parseCreateUserArgs([
        '--role',
        'owner',
        '--email',
        'not-an-email',
        '--first',
        ' ',
        '--password',
        'short',
      ]);
    expect(attempt).toThrow(CommandLineError);
    try {
      attempt();
    } catch (error) {
      expect((error as CommandLineError).problems).toEqual([
        '--role must be youth, parent, moderator or admin',
        '--email must be an email address',
        '--first (the first name) is required',
        '--last (the last name) is required',
        'The password must be at least 8 characters',
      ]);
    }
    expect(() => parseCreateUserArgs([...flags, '--colour', 'blue'])).toThrow(CommandLineError);
  });

  it("holds a given password to svc-identity's strength rule: easy or personal ones are named", () => {
    const problems = (password: string) => {
      try {
        parseCreateUserArgs([...flags, '--password', password]);
        return [];
      } catch (error) {
        return (error as CommandLineError).problems;
      }
    };
    expect(problems('password123')).toEqual([
      'That password is too easy to guess. Try a few unrelated words together.',
    ]);
    expect(problems('AdaLovelace1')).toEqual([
      'That password is too close to your name or email, so it is easy to guess. Try a few unrelated words together.',
    ]);
    expect(problems('a long password')).toEqual([]);
  });

  it('refuses an easy password even when called without the flags, as the service itself would', async () => {
    const parsed = parseCreateUserArgs(flags);
    if (parsed.help) throw new Error('unexpected --help');
    const store = new MemoryDocumentStore();
    await expect(createUser(store, { ...parsed.args, password: '12345678' })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'That password is too easy to guess. Try a few unrelated words together.',
    });
    expect(await userRepository(store).findByEmail('ada@example.org')).toBeNull();
  });

  it("writes through svc-identity's own use case, leaving the event in the outbox for the service's relay", async () => {
    const store = new MemoryDocumentStore();
    const parsed = parseCreateUserArgs(flags);
    if (parsed.help) throw new Error('unexpected --help');
    const user = await createUser(store, { ...parsed.args, password: 'a long password' });

    expect(user).toMatchObject({
      role: 'admin',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(user.username).toMatch(/^[a-z]+-[a-z]+\d{5}$/);
    const stored = await userRepository(store).findByEmail('ADA@example.org');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);

    const pending = await store.pendingEvents(10);
    expect(pending.map(({ event }) => UserRegistered.schema.parse(event).payload)).toEqual([
      { userId: user.id, username: user.username, firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
    ]);

    await expect(createUser(store, { ...parsed.args, password: 'another password' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'An account with this email already exists.',
    });
  });
});
