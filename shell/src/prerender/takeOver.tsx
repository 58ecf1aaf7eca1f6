// The app taking over a page the server sent already drawn (dist/auth.html, prerender/auth.tsx).
// Its first frame must be that same page: the page's code and GET /api/user are ready before React
// draws, and what the person did meanwhile (typed, focused, scrolled, sent) carries over.
import { currentUserQuery } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadAuthPage } from '../pages/auth/authRoute.js';
import {
  drawnForAddress,
  PENDING_SUBMIT,
  PENDING_SUBMIT_ATTRIBUTE,
  PRERENDERED,
  PRERENDERED_ATTRIBUTE,
} from './prerendered.js';

/** What each prerendered route needs loaded before the app can draw it without a fallback. */
const pageCode: Record<string, () => Promise<unknown>> = {
  '/auth': loadAuthPage,
};

/** The route the server drew into `container`, when it is the page the browser is on (address and tab). */
export function prerenderedRoute(container: HTMLElement): string | null {
  const route = container.dataset[PRERENDERED];
  return route !== undefined && drawnForAddress(container) && route in pageCode ? route : null;
}

/** A form field or a tab, named so the same one can be found in the app's drawing. */
interface Place {
  form: string | null;
  name: string | null;
  tab: string | null;
}

const placeOf = (element: Element | null): Place | null => {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  if (element.getAttribute('role') === 'tab') return { form: null, name: null, tab: element.textContent };
  const form = element.closest('form')?.getAttribute('aria-label') ?? null;
  const name = element.getAttribute('name');
  return form && name ? { form, name, tab: null } : null;
};

const find = (container: HTMLElement, place: Place): HTMLElement | null => {
  if (place.tab !== null)
    return (
      [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (tab) => tab.textContent === place.tab,
      ) ?? null
    );
  const form = [...container.querySelectorAll('form')].find(
    (candidate) => candidate.getAttribute('aria-label') === place.form,
  );
  return form?.querySelector<HTMLElement>(`[name="${CSS.escape(place.name ?? '')}"]`) ?? null;
};

/** Text typed into the drawn page before the app had it. */
function typedValues(container: HTMLElement): Array<[Place, string]> {
  return [...container.querySelectorAll('input, textarea')].flatMap((field) => {
    const input = field as HTMLInputElement | HTMLTextAreaElement;
    const place = placeOf(input);
    return place && input.value !== input.defaultValue ? [[place, input.value] as [Place, string]] : [];
  });
}

/** Sets a field the way typing does, so React (and react-hook-form) see the value. */
function typeInto(field: HTMLElement, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Draws the app over the prerendered page in one frame: no spinner, no shift, the same page with
 * its handlers. Until then the drawn page is what the person sees and reads.
 */
export async function takeOver(
  container: HTMLElement,
  route: string,
  queryClient: QueryClient,
  app: ReactNode,
): Promise<void> {
  // A failure of either only means the app draws its own way (a spinner, then the page).
  await Promise.allSettled([pageCode[route]?.(), queryClient.prefetchQuery(currentUserQuery)]);

  const typed = typedValues(container);
  const focused = placeOf(document.activeElement);
  const pendingSubmit = container.dataset[PENDING_SUBMIT];
  const { scrollX, scrollY } = window;

  const root = createRoot(container);
  flushSync(() => root.render(app));
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);

  window.scrollTo(scrollX, scrollY);
  for (const [place, value] of typed) {
    const field = find(container, place);
    if (field) typeInto(field, value);
  }
  if (focused) find(container, focused)?.focus({ preventScroll: true });
  if (pendingSubmit !== undefined) {
    const form = [...container.querySelectorAll('form')].find(
      (candidate) => candidate.getAttribute('aria-label') === pendingSubmit,
    );
    form?.requestSubmit();
  }
}
