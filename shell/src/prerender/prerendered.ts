// The marks a prerendered page carries on `#root` (web-build/src/prerender.ts writes the first).

/** `data-prerendered`: the route drawn into `#root` by the build; removed once the app has taken over. */
export const PRERENDERED = 'prerendered';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** `data-pending-submit`: the form someone sent before the app had taken over, by its accessible name. */
export const PENDING_SUBMIT = 'pendingSubmit';
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/**
 * Holds back a form sent from the drawn page before the app has its handlers (a native send would
 * leave the page); the app sends it once it has taken over. Runs from main.js, the first script.
 */
export function holdEarlySubmits(container: HTMLElement): void {
  container.addEventListener(
    'submit',
    (event) => {
      if (container.dataset[PRERENDERED] === undefined) return;
      event.preventDefault();
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      container.dataset[PENDING_SUBMIT] = form?.getAttribute('aria-label') ?? '';
    },
    { capture: true },
  );
}
