import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { operationRequest, type OperationRequest } from '@heartwise/contracts';

/** A signed-in caller for one run: the session token and the host (portal) it belongs to. */
export interface ContractSession {
  /** The `hw_session` cookie's value. */
  token: string;
  /** The Host its requests go to: `mod.localhost:<port>` for a moderator, as a browser would. */
  host: string;
  /** The Origin a page on that host sends (the gateway's same-origin check wants it on writes). */
  origin: string;
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/**
 * A call with a JSON body (a sign-in, a sign-up) to the gateway, with the Host a browser on that
 * portal would send.
 */
function send(url: string, host: string, call: OperationRequest): Promise<Answer> {
  const target = new URL(call.url, url);
  const payload = JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      {
        method: call.method,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

function sessionFrom(answer: Answer, what: string, host: string): ContractSession {
  const cookie = answer.cookies.find((line) => line.startsWith('hw_session='));
  const token = cookie?.slice('hw_session='.length).split(';')[0];
  if (answer.status >= 300 || !token) throw new Error(`${what} answered ${answer.status}: ${answer.body}`);
  return { token, host, origin: `http://${host}` };
}

/** The embedded default's demo accounts, each on the portal it signs in on (README "Demo accounts"). */
export const demoSignIns = {
  youth: { portal: '', body: { username: 'demo-youth' } },
  parent: { portal: '', body: { username: 'demo-parent' } },
  moderator: { portal: 'mod.', body: { email: 'moderator@heartwise.local' } },
  admin: { portal: 'admin.', body: { email: 'admin@heartwise.local' } },
  orgAdmin: { portal: 'portal.', body: { email: 'org-admin@heartwise.local' } },
} as const;
export type DemoRole = keyof typeof demoSignIns;

const hostOf = (url: string, portal: string) => `${portal}localhost:${new URL(url).port}`;

/** Signs a demo account in through the gateway, on its own portal. */
export async function signIn(url: string, role: DemoRole, password: string): Promise<ContractSession> {
  const { portal, body } = demoSignIns[role];
  const host = hostOf(url, portal);
  const answer = await send(url, host, operationRequest('login', { body: { ...body, password } }));
  return sessionFrom(answer, `signing ${role} in`, host);
}

/**
 * A youth made for this run alone, for the calls that end the session they are made with (signing
 * out, deleting the account): whatever those do, no other run's session is touched.
 */
export async function throwawayYouth(url: string): Promise<ContractSession> {
  const host = hostOf(url, '');
  const password = `throwaway ${randomUUID()}`;
  const signUp = operationRequest('register', {
    body: {
      email: `contract-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
      firstName: 'Contract',
      lastName: 'Check',
      role: 'youth',
    },
  });
  const answer = await send(url, host, signUp);
  return sessionFrom(answer, 'signing a throwaway youth up', host);
}
