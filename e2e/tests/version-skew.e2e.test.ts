import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { startDiscussion } from '../support/forum.js';
import { toast } from '../support/identity.js';
import {
  buildApp,
  deployRemote,
  deployShell,
  hostRuntime,
  previousRelease,
  sharedCopies,
  unpackPrevious,
  versionParts,
} from '../support/skew.js';
import { answerQuickCheckIn } from '../support/wellness.js';

// Issue 17: a shell and a remote built from different minor releases of our shared packages
// (ui-kit, web-runtime) make one working page, whichever side is newer (docs/deploy.md). The
// previous release is compat/previous's tarballs; the current one is the workspace.
const { baseUrl, remotes } = stackUnderTest();
const current = JSON.parse(
  await readFile(new URL('../../web-runtime/package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
const previous = previousRelease();
const [major, minor] = versionParts(current.version);
const [previousMajor, previousMinor] = versionParts(previous['@heartwise/web-runtime'] ?? '');
/** The journeys need an older minor of this major: right after a major there is none (docs/deploy.md). */
const olderMinor = previousMajor === major && previousMinor < minor;
const journey = olderMinor ? it : it.skip;
let browser: Browser;
let work: string;
/** The shell built against the previous release; mfe-forum built against it. */
const builds = { shell: '', forum: '' };
const contexts: BrowserContext[] = [];
const started = Date.now();

beforeAll(async () => {
  browser = await launchChromium();
  if (!olderMinor) return;
  work = await mkdtemp(path.join(tmpdir(), 'heartwise-skew-'));
  const sharedFrom = path.join(work, 'previous');
  expect(await unpackPrevious(sharedFrom)).toEqual(previous);
  builds.shell = path.join(work, 'shell');
  builds.forum = path.join(work, 'forum');
  // Built once for the file, into temp folders (the stack's own builds serve other journeys).
  await Promise.all([
    buildApp('shell', 'shell', { outDir: builds.shell, sharedFrom }),
    buildApp('mfe-forum', 'forum', { outDir: builds.forum, sharedFrom }),
  ]);
  console.log(`version skew: both builds in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}, 600_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
  console.log(`version skew: the file took ${((Date.now() - started) / 1000).toFixed(0)} s`);
});

/** What went wrong on a page: uncaught errors, and a remote that failed (the shell logs those). */
const problems = new Map<Page, string[]>();

/** A new youth, signed in, whose browser gets the given deployments. */
async function youth(tag: string, deploy: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await deploy(context);
  const person = newPerson(tag);
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role: 'youth' },
    headers: { origin: baseUrl },
  });
  expect(registered.status()).toBe(201);
  const page = await context.newPage();
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('pageerror', (error) => seen.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /^Remote (page|component|module)/.test(message.text()))
      seen.push(message.text());
  });
  return page;
}

/**
 * Pause and Post end to end: open it, start a discussion (the guidelines, and the emotion check-in
 * mfe-wellness exposes to the forum), read the thread, reply. Returns the forum's root element.
 */
async function pauseAndPost(page: Page, tag: string) {
  const topic = 'I feel nervous about something coming up';
  const words = `(${Date.now()} ${tag}) Different versions, one calm page. What helps you focus?`;
  await page.goto(`${baseUrl}/forum`);
  await answerQuickCheckIn(page);
  await startDiscussion(page, topic, words, { firstTime: true });
  await toast(page, 'Your post has been shared with the community!').waitFor();

  const card = page
    .getByRole('list', { name: 'Discussions' })
    .getByRole('listitem')
    .filter({ hasText: words.slice(0, 30) });
  await card.getByRole('link', { name: topic }).click();
  await page.getByRole('heading', { level: 1, name: topic }).waitFor();
  await page.getByText(words).waitFor();

  const reply = page.getByRole('form', { name: 'Add a Reply' });
  await reply.getByLabel('Your reply').fill('Writing one small step down helps me start. You have got this!');
  await reply.getByRole('button', { name: 'Post Reply' }).click();
  await toast(page, 'Your reply has been posted!').waitFor();
  await page.getByText('Writing one small step down helps me start.').waitFor();

  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  expect(problems.get(page)).toEqual([]);
  return page.locator('[data-remote="forum"]').first();
}

describe('a shell and a remote built from different minor releases of the shared packages', () => {
  it('compat/previous holds both shared packages of a release before the current one', () => {
    expect(Object.keys(previous).sort()).toEqual(['@heartwise/ui-kit', '@heartwise/web-runtime']);
    const order = (version: string) => versionParts(version).reduce((sum, part) => sum * 1000 + part, 0);
    expect(order(previous['@heartwise/web-runtime'] ?? '')).toBeLessThan(order(current.version));
    // An older minor of this major, or (right after a major release) an older major.
    expect(olderMinor || previousMajor < major).toBe(true);
  });

  journey('an older shell runs the current mfe-forum, which runs the newer copy it carries', async () => {
    const page = await youth('skew-old-shell', (context) => deployShell(context, baseUrl, builds.shell));
    const forum = await pauseAndPost(page, 'old shell');

    expect((await hostRuntime(page))?.webRuntime).toBe(previous['@heartwise/web-runtime']);
    expect(await forum.getAttribute('data-web-runtime')).toBe(current.version);
    // The shell's copy does not satisfy the forum's ^<current>: the forum runs the current one (its
    // own, or mfe-wellness's of the same version, whichever loaded first), the shell keeps its own.
    const copies = await sharedCopies(page, '@heartwise/web-runtime');
    expect(copies[current.version]).toContain('heartwise_forum');
    expect(copies[previous['@heartwise/web-runtime'] ?? '']).toEqual(['heartwise_shell']);
  });

  journey(
    "the current shell runs an mfe-forum built against the previous release, on the shell's copy",
    async () => {
      const page = await youth('skew-old-forum', (context) =>
        deployRemote(context, remotes.forum, builds.forum),
      );
      const forum = await pauseAndPost(page, 'old forum');

      expect((await hostRuntime(page))?.webRuntime).toBe(current.version);
      expect(await forum.getAttribute('data-web-runtime')).toBe(current.version);
      // The forum brought its own older copy (registered) but took the shell's, which satisfies its range.
      const copies = await sharedCopies(page, '@heartwise/web-runtime');
      expect(copies[current.version]).toEqual(expect.arrayContaining(['heartwise_forum', 'heartwise_shell']));
      expect(copies[previous['@heartwise/web-runtime'] ?? '']).toEqual([]);
    },
  );
});
