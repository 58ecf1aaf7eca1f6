import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, headless, with the flags our machines need (README "Tests"). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Where `scripts/bin/e2e.mjs` started the stack, and each remote's own origin. */
export function stackUnderTest(): {
  baseUrl: string;
  remotes: Record<'wellness' | 'forum' | 'admin', string>;
} {
  const baseUrl = process.env.E2E_BASE_URL;
  const remotes = process.env.E2E_REMOTE_ORIGINS;
  if (!baseUrl || !remotes) {
    throw new Error(
      'E2E_BASE_URL and E2E_REMOTE_ORIGINS are not set: run the browser tests with `npm run test:e2e` (or npm test).',
    );
  }
  return { baseUrl, remotes: JSON.parse(remotes) as Record<'wellness' | 'forum' | 'admin', string> };
}

/** Every URL the page fetched, in order: the proof of where code came from. */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A unique person for each test run, so runs never collide. */
export function newPerson(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Robin',
    lastName: `Test-${tag}`,
    email: `robin.${tag}.${id}@example.com`,
    password: 'calm-and-kind-42',
  };
}
