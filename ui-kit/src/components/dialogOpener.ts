/**
 * The control a person last pressed, page-wide: Safari does not focus a clicked button, so
 * `document.activeElement` alone cannot say which button opened a dialog.
 */
let lastPressed: HTMLElement | null = null;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>(
        'button, a[href], [role="button"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
      );
      lastPressed = control ?? null;
    },
    true,
  );
}
listen();

/** What opened a dialog that is opening now: the focused control, else the one last pressed. */
export function whatOpened(): HTMLElement | null {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) return focused;
  return lastPressed?.isConnected ? lastPressed : null;
}

/** Whether focus is nowhere in particular (on <body>), as after the focused element was removed. */
export function focusLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body;
}
