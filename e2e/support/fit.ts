import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * What a person would find wrong with the page as laid out now (issue 19): the page scrolls
 * sideways, or a control they may need (button, link, field, tab) lies partly off the screen or is
 * cut by a box that hides its overflow, or a strip of tabs wraps. A control inside a box that scrolls sideways (a tab strip on
 * a phone) counts as reachable: scrolling brings it into view. Each problem is one sentence.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(
        `the page scrolls sideways: ${root.scrollWidth} px of content on a ${root.clientWidth} px screen`,
      );
    }
    const width = root.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} '${(
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText ??
        element.getAttribute('placeholder') ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)}'`;
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [role="link"]',
    );
    for (const control of controls) {
      if (!(control instanceof HTMLElement)) continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      // Screen-reader-only copies (1 px boxes) and Radix's hidden native inputs are not seen.
      if (box.width <= 2 || box.height <= 2) continue;
      // The skip link waits above the page until it is focused.
      if (box.bottom <= 0) continue;
      let scrolls = false;
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        if (['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY)) {
          const frame = parent.getBoundingClientRect();
          const cut =
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            (['hidden', 'clip'].includes(style.overflowY) &&
              (box.top < frame.top - 1 || box.bottom > frame.bottom + 1));
          if (cut) {
            found.push(
              `${name(control)} is cut by a ${parent.tagName.toLowerCase()} that hides its overflow`,
            );
            break;
          }
        }
      }
      if (!scrolls && (box.left < -1 || box.right > width + 1)) {
        found.push(
          `${name(control)} lies at x ${Math.round(box.left)}–${Math.round(box.right)} on a ${width} px screen`,
        );
      }
      // A label cut inside its own control (a tab reading "Check…").
      const own = getComputedStyle(control);
      if (own.overflowX !== 'visible' && control.scrollWidth > control.clientWidth + 1) {
        found.push(
          `${name(control)} cuts its own label (${control.scrollWidth} px in ${control.clientWidth} px)`,
        );
      }
    }
    // A tab strip is one line of choices: wrapped onto two it reads as two rows (issue 19).
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      const tops = [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => tab instanceof HTMLElement && tab.checkVisibility())
        .map((tab) => Math.round(tab.getBoundingClientRect().top));
      if (new Set(tops).size > 1) {
        found.push(
          `the tabs '${list.getAttribute('aria-label') ?? ''}' wrap onto ${new Set(tops).size} lines`,
        );
      }
    }
    return [...new Set(found)];
  });
}

/** Saves the whole page as `test-results/layout/<name>.png` (the folder made as needed). */
export async function saveScreenshot(page: Page, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}
