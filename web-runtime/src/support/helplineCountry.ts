import { countryOfLocales, type HelplineCountry } from '@heartwise/contracts';
import { pageSingleton } from '@heartwise/ui-kit';
import { useSyncExternalStore } from 'react';
import { runtimeSlot } from '../version.js';

/**
 * Whose helplines this page shows (issue 19): the signed-in person's choice on /profile, else the
 * region of the browser's languages, else none (the default list). One per page, whichever copy of
 * web-runtime reads or sets it, so the fetcher sends the same country the support notices show.
 */
const store = pageSingleton(runtimeSlot('helpline-country'), () => ({
  chosen: null as HelplineCountry | null,
  listeners: new Set<() => void>(),
}));

const languagesOfBrowser = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
};

/** The country of the browser's preferred languages ("en-GB" → GB); null when none names a covered one. */
export const browserHelplineCountry = (): HelplineCountry | null => countryOfLocales(languagesOfBrowser());

/** The country the person chose on their profile; null: their browser's. */
export const chosenHelplineCountry = (): HelplineCountry | null => store.chosen;

/** The country whose helplines to show and to send with every call; null: the default list. */
export const effectiveHelplineCountry = (): HelplineCountry | null =>
  store.chosen ?? browserHelplineCountry();

/** Sets the person's choice (null: their browser's region), as their account says. */
export function setChosenHelplineCountry(country: HelplineCountry | null | undefined): void {
  const next = country ?? null;
  if (next === store.chosen) return;
  store.chosen = next;
  for (const listener of store.listeners) listener();
}

const subscribe = (changed: () => void) => {
  store.listeners.add(changed);
  window.addEventListener('languagechange', changed);
  return () => {
    store.listeners.delete(changed);
    window.removeEventListener('languagechange', changed);
  };
};

/** The effective country, kept current as the choice or the browser's languages change. */
export function useHelplineCountry(): HelplineCountry | null {
  return useSyncExternalStore(subscribe, effectiveHelplineCountry, () => null);
}

/** The browser's own region, for "Use this browser's region (…)". */
export function useBrowserHelplineCountry(): HelplineCountry | null {
  return useSyncExternalStore(subscribe, browserHelplineCountry, () => null);
}
