import type { Request } from 'express';
import { z } from 'zod';
import { countryOfLocales, HELPLINE_COUNTRY_HEADER, HelplineCountry } from '@heartwise/contracts';

/** The country of an Accept-Language header ("en-GB,en;q=0.9"), read as `countryOfLocales` reads a list. */
export function countryOfAcceptLanguage(header: string | undefined): HelplineCountry | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return countryOfLocales(ranked.map(({ tag }) => tag));
}

/** The header's value when it is a covered country ("GB", " gb "); null for anything else. */
const CountryHeader = z.string().trim().toUpperCase().pipe(HelplineCountry).nullable().catch(null);

/** A caller's country: the header when valid, else the Accept-Language region; null means the default list. */
export function helplineCountryOf(
  header: string | readonly string[] | undefined,
  acceptLanguage: string | undefined,
): HelplineCountry | null {
  const sent = typeof header === 'string' ? header : header?.[0];
  return CountryHeader.parse(sent ?? null) ?? countryOfAcceptLanguage(acceptLanguage);
}

/**
 * Where the caller is, for their helplines (issue 19): the app's `x-heartwise-country` (their
 * profile's choice, else their browser's region), else the Accept-Language region; null: neither
 * names a covered country. A bad value is not an error: help is never refused over a header.
 */
export const callersHelplineCountry = (req: Request): HelplineCountry | null =>
  helplineCountryOf(req.headers[HELPLINE_COUNTRY_HEADER], req.headers['accept-language']);
