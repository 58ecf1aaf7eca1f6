import { randomUUID } from 'node:crypto';
import { operationRequest } from '@heartwise/contracts';
import { createUserAt } from '../create-user-command.js';
import { expectAnswer, sessionCookieFrom } from './http-call.js';

/** A signed-in person: the Cookie header their browser would send. */
export interface Account {
  userId: string;
  cookie: string;
}

export interface BenchAccounts {
  /** Reads and writes in the endpoint runs, writes the threads that get reported. */
  youth: Account;
  /** Reports the threads (nobody reports their own). */
  reporter: Account;
  /** Reads the moderation queue. */
  moderator: Account;
}

const PASSWORD = 'bench-password-1';

async function registerYouth(gateway: string, firstName: string): Promise<Account> {
  const signUp = operationRequest('register', {
    body: {
      email: `${firstName.toLowerCase()}-${randomUUID()}@bench.example`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName,
      lastName: 'Bench',
      role: 'youth',
    },
  });
  const answer = await expectAnswer(201, gateway, signUp);
  return { userId: (answer.body as { id: string }).id, cookie: sessionCookieFrom(answer) };
}

/**
 * Staff cannot sign up: the moderator is written with svc-identity's own use case (as
 * `npm run create-user` does) and then signs in on the moderator portal, through the gateway.
 */
async function moderatorAccount(gateway: string, mongoUrl: string): Promise<Account> {
  const email = `moderator-${randomUUID()}@bench.example`;
  await createUserAt(
    mongoUrl,
    { role: 'moderator', email, first: 'Mona', last: 'Bench', password: PASSWORD },
    'bench',
  );
  const { port } = new URL(gateway);
  const answer = await expectAnswer(
    200,
    gateway,
    operationRequest('login', { body: { email, password: PASSWORD } }),
    {
      headers: { Host: `mod.localhost:${port}` },
    },
  );
  return { userId: (answer.body as { id: string }).id, cookie: sessionCookieFrom(answer) };
}

export async function benchAccounts(gateway: string, mongoUrl: string): Promise<BenchAccounts> {
  return {
    youth: await registerYouth(gateway, 'Yara'),
    reporter: await registerYouth(gateway, 'Remy'),
    moderator: await moderatorAccount(gateway, mongoUrl),
  };
}
