import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The session cookie the gateway and svc-identity set (service-kit's SESSION_COOKIE). */
export const SESSION_COOKIE = 'hw_session';

export type Portal = 'admin' | 'mod' | 'portal';

/**
 * The same stack on a portal subdomain: http://localhost:18080 → http://admin.localhost:18080.
 * Chromium resolves every *.localhost name to loopback; Node does not, so requests to these hosts
 * must come from a page (see `inPage`), not from `context.request`.
 */
export function portalUrl(baseUrl: string, portal: Portal): string {
  const url = new URL(baseUrl);
  url.hostname = `${portal}.localhost`;
  return url.origin;
}

/**
 * The MongoDB (FerretDB) server the stack under test uses: MONGO_URL if set, else the connection
 * line scripts/infra/infra.sh wrote to .infra/<profile>/env when `npm run test:e2e` brought it up.
 */
export async function stackMongoUrl(): Promise<string> {
  if (process.env.MONGO_URL) return process.env.MONGO_URL;
  const profile = process.env.HEARTWISE_INFRA_PROFILE ?? 'test';
  const file = `${root}.infra/${profile}/env`;
  const env = await readFile(file, 'utf8').catch(() => '');
  const url = /^MONGO_URL=(\S+)$/m.exec(env)?.[1];
  if (!url) throw new Error(`No MONGO_URL in the environment or in ${file}: run with npm run test:e2e.`);
  return url;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** `npm run create-user` — how an operator makes the first administrator (there are no demo staff). */
export async function createUserWithCli(role: 'admin' | 'moderator', person: Person): Promise<void> {
  // Jest's --experimental-vm-modules is no business of the CLI's.
  const env: NodeJS.ProcessEnv = { ...process.env, MONGO_URL: await stackMongoUrl() };
  delete env.NODE_OPTIONS;
  await promisify(execFile)(
    'npm',
    [
      'run',
      '--silent',
      'create-user',
      '--',
      '--role',
      role,
      '--email',
      person.email,
      '--first',
      person.firstName,
      '--last',
      person.lastName,
      '--password',
      person.password,
    ],
    { cwd: root, env, timeout: 30_000 },
  );
}

/**
 * A JSON call made by the page itself (so on its origin, with its cookies, and the Origin header
 * the browser adds). Returns the status and the parsed body.
 */
export function inPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    [method, path, body] as const,
  );
}

/** The session cookie the browser holds for `url`, if any. */
export async function sessionCookie(context: BrowserContext, url: string) {
  return (await context.cookies(url)).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** The sign-up tab on the main domain, filled in and sent. */
export async function signUpThroughUi(
  page: Page,
  person: Person,
  accountType: 'Youth' | 'Parent/Guardian',
): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel(accountType, { exact: true }).check();
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** The sign-in form: username on the main domain, email on a portal. */
export async function signInThroughUi(
  page: Page,
  credentials: { username: string; password: string } | { email: string; password: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  if ('username' in credentials) await form.getByLabel('Username').fill(credentials.username);
  else await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The header's user widget: the button that opens the account menu. */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu:/ });
}

/** Waits until the header widget shows this first name and role badge. */
export async function expectHeaderWidget(page: Page, firstName: string, roleBadge: string): Promise<void> {
  const widget = userMenuButton(page);
  await widget.getByText(firstName, { exact: true }).waitFor();
  await widget.getByText(roleBadge, { exact: true }).waitFor();
}

/** Opens the account menu and logs out. */
export async function logOutThroughHeader(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

/** A toast (in the notifications region, not Radix's screen-reader copy) with this title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}
