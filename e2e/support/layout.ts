import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

/** The phone the issue names (issue 14: "On a 390 × 844 viewport…"). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Gives the page this size and waits until the page itself has it. Chromium applies the size to
 * the page after `setViewportSize` answers, and under a loaded CI machine a page was once seen
 * keeping its old width for 30 s (the phone's Menu button never hid): ask again, at most 3 times.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.setViewportSize(size);
    const applied = await page
      .waitForFunction(
        ([width, height]) => window.innerWidth === width && window.innerHeight === height,
        [size.width, size.height] as const,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (applied) return;
    if (attempt === 3) {
      const seen = await page.evaluate(() => `${window.innerWidth} × ${window.innerHeight}`);
      throw new Error(`the page stayed ${seen} after 3 asks for ${size.width} × ${size.height}`);
    }
  }
}

/**
 * Nothing on the page scrolls sideways and every open dialog lies wholly inside the viewport (a
 * dialog taller than the screen must scroll inside itself). `where` names the page and state.
 */
export async function expectFitsViewport(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`the page is ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    }
    for (const element of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
      const box = element.getBoundingClientRect();
      const outside =
        box.left < -0.5 ||
        box.top < -0.5 ||
        box.right > window.innerWidth + 0.5 ||
        box.bottom > window.innerHeight + 0.5;
      if (!outside) continue;
      const name = element.querySelector('h2')?.textContent ?? element.getAttribute('aria-label') ?? '?';
      found.push(
        `dialog '${name}' lies at x ${Math.round(box.left)}–${Math.round(box.right)}, ` +
          `y ${Math.round(box.top)}–${Math.round(box.bottom)} on a ${window.innerWidth}×${window.innerHeight} screen`,
      );
    }
    return found;
  });
  expect({ where, problems }).toEqual({ where, problems: [] });
}

/**
 * Runs `check` on this page as it looks on a 390 × 844 phone, then gives the page its size back
 * (the same open dialog or state, laid out again).
 */
export async function onPhone(page: Page, check: () => Promise<void>): Promise<void> {
  const size = page.viewportSize();
  await resizeTo(page, PHONE);
  try {
    await check();
  } finally {
    if (size) await resizeTo(page, size);
  }
}

/** The desktop size the screenshots are taken at besides the phone. */
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * With E2E_SCREENSHOTS=<folder>, saves the page as it is now at 390 × 844 and 1280 × 800 (whole
 * page), for a person to look at; without it, does nothing. `name` becomes the file names.
 */
export async function screenshotsForReview(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const file = name
    .replace(/^https?:\/\//, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 120);
  const size = page.viewportSize();
  try {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await resizeTo(page, viewport);
      await page.screenshot({ path: `${folder}/${file}.${label}.png`, fullPage: true });
    }
  } finally {
    if (size) await resizeTo(page, size);
  }
}
