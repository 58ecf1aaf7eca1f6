import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** Issue 8: WCAG 2.2 AA, which axe-core expresses as these rule tags together. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Waits until the page has settled: no 'Loading' words (spinner labels, screen-reader status) and
 * no running animation. ui-kit's only endless animations are the Spinner ring and the Skeleton
 * pulse, both "still loading"; every other animation (a toast or transition) finishes. Colours
 * measured mid-fade, or on a placeholder, are not what the reader gets.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !/\bLoading\b/.test(document.body.innerText) &&
        !document.getAnimations().some((animation) => animation.playState === 'running'),
      null,
      { timeout, polling: 100 },
    )
    .catch(() => {
      throw new Error(`${page.url()} was still loading (or animating) after ${timeout} ms`);
    });
}

const snippetOf = (html: string) => (html.length > 160 ? `${html.slice(0, 157)}...` : html);

/** One violation, as a person fixing it wants to read it: what, how bad, where, and the markup. */
function describe(violation: Result): string {
  const nodes = violation.nodes
    .map((node) => {
      const target = node.target
        .map((part) => (typeof part === 'string' ? part : part.join(' >> ')))
        .join(' ');
      const why = node.failureSummary?.replace(/\s*\n\s*/g, ' ') ?? '';
      return `    - ${target}\n      ${snippetOf(node.html)}\n      ${why}`;
    })
    .join('\n');
  return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
}

/**
 * Runs axe-core's WCAG 2.2 AA rules on the page as it is now (after `settled`) and fails with
 * every violation spelled out. `label` names the page or dialog in the message.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags([...WCAG_22_AA]).analyze();
  // What axe could not decide (text over a gradient, say) is for a person to look at, not a failure.
  if (process.env.AXE_SHOW_INCOMPLETE && results.incomplete.length > 0)
    console.log(`axe could not decide on ${label}:\n${results.incomplete.map(describe).join('\n')}`);
  if (results.violations.length === 0) return;
  throw new Error(
    `axe found ${results.violations.length} WCAG 2.2 AA violation(s) on ${label} (${page.url()}):\n` +
      results.violations.map(describe).join('\n'),
  );
}
