import { describe, expect, it } from '@jest/globals';
import { countryOfAcceptLanguage, helplineCountryOf } from '../src/http/callers-helpline-country.js';

describe("a caller's helpline country (issue 19)", () => {
  it('is the header when it names a covered country, else the Accept-Language region', () => {
    expect(helplineCountryOf('GB', 'en-US')).toBe('GB');
    expect(helplineCountryOf(' nz ', undefined)).toBe('NZ');
    expect(helplineCountryOf(['IE'], undefined)).toBe('IE');
    expect(helplineCountryOf('Narnia', 'en-AU,en;q=0.5')).toBe('AU');
    expect(helplineCountryOf('FR', undefined)).toBeNull();
    expect(helplineCountryOf(undefined, undefined)).toBeNull();
  });

  it('reads Accept-Language by its weights', () => {
    expect(countryOfAcceptLanguage('en-GB,en;q=0.9')).toBe('GB');
    expect(countryOfAcceptLanguage('en;q=0.8, en-AU;q=0.9, en-US;q=0.5')).toBe('AU');
    expect(countryOfAcceptLanguage('fr-FR,en-GB;q=0.9')).toBeNull();
    expect(countryOfAcceptLanguage('*')).toBeNull();
    expect(countryOfAcceptLanguage(undefined)).toBeNull();
  });
});
