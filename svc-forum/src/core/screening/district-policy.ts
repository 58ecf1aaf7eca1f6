import type { HelplineCountry } from '@heartwise/contracts';
import { helplinesFor, type MemberPlace } from '@heartwise/service-kit/domain';
import { compilePhrases, type PhraseList } from './phrase-matcher.js';
import type { ScreeningPolicy } from './screen-post.js';

/** Compiled district lists, by their phrases: a pure function of them, so keeping a few is safe. */
const compiled = new Map<string, PhraseList>();
const COMPILED_KEPT = 50;

function districtList(phrases: readonly string[]): PhraseList {
  const key = JSON.stringify(phrases);
  const known = compiled.get(key);
  if (known) return known;
  const list = compilePhrases(phrases);
  if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, list);
  return list;
}

/**
 * How a member's post is screened and whom its notices name: the deployment's lists plus their
 * district's phrases, and their district's helplines, else those of the country they are in
 * (issue 19). The unaffiliated get the deployment's lists.
 */
export function policyFor(
  place: Pick<MemberPlace, 'settings'>,
  base: ScreeningPolicy,
  country: HelplineCountry | null = null,
): ScreeningPolicy {
  const phrases = place.settings?.screeningPhrases ?? [];
  return {
    lists: phrases.length ? { ...base.lists, district: districtList(phrases) } : base.lists,
    helplines: helplinesFor(place, base.helplines, country),
  };
}
