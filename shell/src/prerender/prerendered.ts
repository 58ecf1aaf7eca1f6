// The marks a prerendered page carries on `#root` (web-build/src/prerender.ts writes the first).

/** `data-prerendered`: the route drawn into `#root` by the build; removed once the app has taken over. */
export const PRERENDERED = 'prerendered';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** `data-pending-submit`: the form someone sent before the app had taken over, by its accessible name. */
export const PENDING_SUBMIT = 'pendingSubmit';
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/**
 * Whether the page in `container` was drawn for this very address. The build draws each page bare:
 * /auth is its Sign In tab, so `/auth?tab=register` (Sign Up) or `/auth?activate` is not it, and the
 * app draws those itself (the gateway sends the app for any query; this holds should a drawn page
 * arrive anyway, from a cache or another server).
 */
export function drawnForAddress(
  container: HTMLElement,
  address: Pick<Location, 'pathname' | 'search'> = window.location,
): boolean {
  const route = container.dataset[PRERENDERED];
  return route !== undefined && route === address.pathname && address.search === '';
}

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

/** What counts as starting to use a drawn page: a touch, a click, a key, a field or tab focused. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, at the person's first touch, key or focus on the page (a drawn page reads and
 * works as it is until then). The app's code — about 200 KB gzipped — is then fetched while they
 * type, not while a phone is still drawing the page, and a visitor who only reads never pays for it.
 */
export function onFirstUse(start: () => void): void {
  let started = false;
  const begin = (): void => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, begin, true);
    start();
  };
  for (const type of FIRST_USE_EVENTS)
    document.addEventListener(type, begin, { capture: true, passive: true });
  // A field already focused (a browser restoring the page, an autofocus) is already in use.
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) begin();
}
