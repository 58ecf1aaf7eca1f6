import { z } from 'zod';

/**
 * Countries with a helpline list of their own (issue 19), by ISO 3166-1 alpha-2 code. Anyone else
 * sees `defaultHelplines`, which is reachable anywhere. Kept apart from the lists
 * (./helpline-directory.ts), so what only needs the country (the user, the fetcher) stays small.
 */
export const HelplineCountry = z
  .enum(['US', 'GB', 'CA', 'IE', 'AU', 'NZ'], { error: 'Please choose one of the listed countries.' })
  .meta({ id: 'HelplineCountry' });
export type HelplineCountry = z.infer<typeof HelplineCountry>;

/** What the profile's select calls each country. */
export const helplineCountryNames: Record<HelplineCountry, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  IE: 'Ireland',
  AU: 'Australia',
  NZ: 'New Zealand',
};

/**
 * The header that carries the country whose helplines a caller should see: the profile's choice,
 * else the browser's region. Services validate it (service-kit's `callersHelplineCountry`);
 * without a valid one they read the Accept-Language region, and then fall back to the default list.
 */
export const HELPLINE_COUNTRY_HEADER = 'x-heartwise-country';

const regionOf = (locale: string): string | undefined => {
  try {
    return new Intl.Locale(locale.trim()).region;
  } catch {
    return undefined;
  }
};

/** The region a BCP 47 tag names, when the directory covers it ("en-GB" → GB; "en", "fr-FR" → null). */
export function countryOfLocale(locale: string): HelplineCountry | null {
  const region = regionOf(locale);
  // "UK" is not an ISO code, but people (and some browsers' settings) write "en-UK".
  const parsed = HelplineCountry.safeParse(region === 'UK' ? 'GB' : region);
  return parsed.success ? parsed.data : null;
}

/**
 * The country of a person's preferred languages, most preferred first: the first one that names a
 * region decides ("en", "en-GB" → GB), and an uncovered region means the default list ("fr-FR",
 * "en-US" → null), since it says where the person is more than a later language does.
 */
export function countryOfLocales(locales: readonly string[]): HelplineCountry | null {
  const withRegion = locales.find((locale) => regionOf(locale) !== undefined);
  return withRegion === undefined ? null : countryOfLocale(withRegion);
}
