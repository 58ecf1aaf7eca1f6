import { randomUUID } from 'node:crypto';
import { operationRequest, topicCatalogue } from '@heartwise/contracts';
import { createUserAt } from '../create-user-command.js';
import type { Account, BenchAccounts } from './accounts.js';
import { expectAnswer, sessionCookieFrom } from './http-call.js';

/** One page Lighthouse opens: its label in the table, its address, and whose cookie it sends. */
export interface LighthousePage {
  page: string;
  url: string;
  cookie?: string;
}

const PASSWORD = 'bench-password-1';
// The district's admin is made by the platform admin, whose form refuses guessable passwords.
const ORG_ADMIN_PASSWORD = 'Quiet-harbour-bench-7319';

/** The same gateway on a portal host (Chromium and node:http's Host header both reach loopback). */
const portalOrigin = (site: string, portal: 'admin' | 'mod' | 'portal'): string => {
  const url = new URL(site);
  url.hostname = `${portal}.localhost`;
  return url.origin;
};

async function signIn(gateway: string, host: string, email: string, password: string): Promise<Account> {
  const answer = await expectAnswer(200, gateway, operationRequest('login', { body: { email, password } }), {
    headers: { Host: host },
  });
  return { userId: (answer.body as { id: string }).id, cookie: sessionCookieFrom(answer) };
}

/** Staff cannot sign up: written with svc-identity's own use case, then signed in on their portal. */
async function staff(
  gateway: string,
  mongoUrl: string,
  role: 'admin' | 'moderator',
  host: string,
): Promise<Account> {
  const email = `${role}-${randomUUID()}@bench.example`;
  await createUserAt(mongoUrl, { role, email, first: 'Sam', last: 'Bench', password: PASSWORD }, 'bench');
  return signIn(gateway, host, email, PASSWORD);
}

async function parent(gateway: string): Promise<Account> {
  const answer = await expectAnswer(
    201,
    gateway,
    operationRequest('register', {
      body: {
        email: `parent-${randomUUID()}@bench.example`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Pia',
        lastName: 'Bench',
        role: 'parent',
      },
    }),
  );
  return { userId: (answer.body as { id: string }).id, cookie: sessionCookieFrom(answer) };
}

/** A district made by the platform admin, as the admin's Districts page does; its admin signs in. */
async function organizationAdmin(gateway: string, admin: Account, host: string): Promise<Account> {
  const email = `org-admin-${randomUUID()}@bench.example`;
  await expectAnswer(
    201,
    gateway,
    operationRequest('createOrganization', {
      body: {
        name: `Bench District ${randomUUID().slice(0, 8)}`,
        schools: [{ name: 'Bench High' }],
        admin: { firstName: 'Orla', lastName: 'Bench', email, password: ORG_ADMIN_PASSWORD },
      },
    }),
    { headers: { Cookie: admin.cookie, Host: host, Origin: `http://${host}` } },
  );
  return signIn(gateway, host.replace(/^admin\./, 'portal.'), email, ORG_ADMIN_PASSWORD);
}

/** The youth agrees to the guidelines and starts a discussion: the thread page Lighthouse opens. */
async function thread(gateway: string, youth: Account): Promise<string> {
  const headers = { Cookie: youth.cookie, Origin: gateway };
  await expectAnswer(200, gateway, operationRequest('acceptGuidelines'), { headers });
  const created = await expectAnswer(
    201,
    gateway,
    operationRequest('createThread', {
      body: {
        title: topicCatalogue[0]?.topics[0]?.title ?? '',
        content: 'A calm walk after school helped me today. What helps you slow down?',
      },
    }),
    { headers },
  );
  return (created.body as { id: string }).id;
}

/**
 * Every page issue 18 holds to Lighthouse's targets, each as the person who sees it: visitors'
 * pages signed out, the youth's dashboard, the forum and a thread, the parent's dashboard, and the
 * staff dashboards on their portal hosts. `site` is how a person opens it (localhost).
 */
export async function lighthousePages(
  gateway: string,
  site: string,
  mongoUrl: string,
  accounts: Pick<BenchAccounts, 'youth'>,
): Promise<LighthousePage[]> {
  const { port } = new URL(gateway);
  const host = (portal: 'admin' | 'mod') => `${portal}.localhost:${port}`;
  const threadId = await thread(gateway, accounts.youth);
  const parentAccount = await parent(gateway);
  const moderator = await staff(gateway, mongoUrl, 'moderator', host('mod'));
  const admin = await staff(gateway, mongoUrl, 'admin', host('admin'));
  const orgAdmin = await organizationAdmin(gateway, admin, host('admin'));
  const youth = accounts.youth.cookie;
  return [
    { page: '/landing', url: `${site}/landing` },
    { page: '/auth', url: `${site}/auth` },
    { page: '/youth/dashboard', url: `${site}/youth/dashboard`, cookie: youth },
    { page: '/forum', url: `${site}/forum`, cookie: youth },
    { page: '/forum/{id}', url: `${site}/forum/${threadId}`, cookie: youth },
    { page: '/parent/dashboard', url: `${site}/parent/dashboard`, cookie: parentAccount.cookie },
    {
      page: 'mod. /moderator/dashboard',
      url: `${portalOrigin(site, 'mod')}/moderator/dashboard`,
      cookie: moderator.cookie,
    },
    {
      page: 'admin. /admin/dashboard',
      url: `${portalOrigin(site, 'admin')}/admin/dashboard`,
      cookie: admin.cookie,
    },
    {
      page: 'portal. /org/dashboard',
      url: `${portalOrigin(site, 'portal')}/org/dashboard`,
      cookie: orgAdmin.cookie,
    },
  ];
}
