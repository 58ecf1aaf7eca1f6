import { describe, expect, it } from '@jest/globals';
import {
  countryOfLocale,
  countryOfLocales,
  defaultHelplines,
  helplineDirectory,
  HelplineCountry,
  helplinesOfCountry,
  HelplinesSetting,
  UpdateProfileRequest,
  User,
} from '../src/index.js';

describe('the helpline directory', () => {
  it('gives each covered country its emergency number first and a trusted adult last', () => {
    const emergencyNumbers = { US: '911', GB: '999', CA: '911', IE: '112', AU: '000', NZ: '111' };
    for (const country of HelplineCountry.options) {
      const list = helplineDirectory[country];
      expect(list[0]?.contact).toContain(emergencyNumbers[country]);
      expect(list.at(-1)?.name).toBe('A trusted adult');
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the UK services a British youth would call', () => {
    const names = helplinesOfCountry('GB').map((helpline) => `${helpline.name}: ${helpline.contact}`);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Samaritans: Call 116 123'),
        expect.stringContaining('Childline: Call 0800 1111'),
        expect.stringContaining('Shout: Text SHOUT to 85258'),
      ]),
    );
  });

  it('falls back to the default list for no country', () => {
    expect(helplinesOfCountry(null)).toEqual(defaultHelplines);
    expect(helplinesOfCountry(undefined)).toEqual(defaultHelplines);
  });
});

describe('a locale names the country whose helplines are shown', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en-UK', 'GB'],
    ['en-US', 'US'],
    ['fr-CA', 'CA'],
    ['ga-IE', 'IE'],
    ['en-AU', 'AU'],
    ['mi-NZ', 'NZ'],
    ['zh-Hant-US', 'US'],
  ])('%s → %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it.each(['en', 'fr-FR', 'es-419', 'not a locale', ''])('%s → the default list', (locale) => {
    expect(countryOfLocale(locale)).toBeNull();
  });

  it('reads the first preferred language that names a region', () => {
    expect(countryOfLocales(['en', 'en-GB', 'en-US'])).toBe('GB');
    expect(countryOfLocales(['fr-FR', 'en-US'])).toBeNull();
    expect(countryOfLocales(['en', 'de'])).toBeNull();
    expect(countryOfLocales([])).toBeNull();
  });
});

describe('the setting and the profile', () => {
  it('reads an unset HELPLINES as no deployment list: the directory decides', () => {
    expect(HelplinesSetting.parse(undefined)).toEqual([]);
    expect(HelplinesSetting.parse(JSON.stringify([{ name: 'Ours', contact: 'Call 1' }]))).toEqual([
      { name: 'Ours', contact: 'Call 1' },
    ]);
  });

  it('lets a person choose a covered country, or their browser again', () => {
    expect(UpdateProfileRequest.parse({ helplineCountry: 'GB' })).toEqual({ helplineCountry: 'GB' });
    expect(UpdateProfileRequest.parse({ helplineCountry: null })).toEqual({ helplineCountry: null });
    const refused = UpdateProfileRequest.safeParse({ helplineCountry: 'FR' });
    expect(refused.error?.issues[0]?.message).toBe('Please choose one of the listed countries.');
  });

  it('still reads a user answer from before the setting', () => {
    const user = User.parse({
      id: '6f1c3a52-3f0e-4c8e-9b51-6a2f0f1c0a04',
      username: 'maya',
      email: 'maya@example.org',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: 'youth',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      lastActive: null,
    });
    expect(user.helplineCountry).toBeUndefined();
  });
});
