import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@heartwise/service-kit';
import { createUserAt } from '../create-user-command.js';
import { callOf, cookieFrom, messageOf, type Caller, type GatewayClient } from './http-client.js';

export interface Member extends Caller {
  label: string;
  cookie: string;
}

const PASSWORD = 'steady-rain-window-42';

/** The Host a browser sends on the main site and on the Moderator Portal, for this gateway. */
export const hostsFor = (gatewayPort: number) => ({
  main: `localhost:${gatewayPort}`,
  mod: `mod.localhost:${gatewayPort}`,
});

/** Youths sign up through the gateway like anyone (`register`), a few at a time. */
export async function signUpYouths(client: GatewayClient, host: string, count: number): Promise<Member[]> {
  const run = randomUUID().slice(0, 6);
  const agent = client.connection();
  const members: Member[] = [];
  try {
    for (let n = 1; n <= count; n += 1) {
      const answer = await client.send(
        agent,
        { host },
        callOf('register', {
          body: {
            email: `chaos-${run}-${n}@example.org`,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            firstName: `Youth${n}`,
            lastName: 'Chaos',
            role: 'youth',
          },
        }),
      );
      const cookie = cookieFrom(answer.setCookie, SESSION_COOKIE);
      if (answer.status !== 201 || !cookie)
        throw new Error(`signing up youth ${n} answered ${answer.status}: ${messageOf(answer)}`);
      members.push({ label: `youth${n}`, cookie, host });
    }
  } finally {
    agent.destroy();
  }
  return members;
}

/**
 * A moderator account is written into svc-identity's database the way `npm run create-user` does
 * (staff never sign up), then signs in on the Moderator Portal through the gateway.
 */
export async function signInModerator(
  client: GatewayClient,
  host: string,
  mongoUrl: string,
): Promise<Member> {
  const email = `chaos-mod-${randomUUID().slice(0, 6)}@example.org`;
  await createUserAt(
    mongoUrl,
    { role: 'moderator', email, first: 'Mo', last: 'Chaos', password: PASSWORD },
    'chaos',
  );
  const agent = client.connection();
  try {
    const answer = await client.send(
      agent,
      { host },
      callOf('login', { body: { email, password: PASSWORD } }),
    );
    const cookie = cookieFrom(answer.setCookie, SESSION_COOKIE);
    if (answer.status !== 200 || !cookie)
      throw new Error(`the moderator's sign-in answered ${answer.status}: ${messageOf(answer)}`);
    return { label: 'moderator', cookie, host };
  } finally {
    agent.destroy();
  }
}
