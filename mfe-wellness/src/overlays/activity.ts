/** What counts as someone being here (SPEC §4 idle tracking): mouse, keyboard, scroll, touch and click. */
export const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * Runs `listener` on each of them anywhere on the page (capture: scrolls inside any element
 * count, not only the page's own). Returns the way to stop.
 */
export function onActivity(listener: () => void): () => void {
  for (const type of activityEvents)
    window.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of activityEvents) window.removeEventListener(type, listener, { capture: true });
  };
}
