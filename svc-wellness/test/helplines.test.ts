import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  defaultHelplines,
  HELPLINE_COUNTRY_HEADER,
  HelplineList,
  helplinesOfCountry,
} from '@heartwise/contracts';
import { startWellness, type Wellness } from './support/wellness-harness.js';

/**
 * "Get help now" on every page reads the helplines for where the caller is (issue 19), or the
 * deployment's when it names its own: nobody has to sign in for help.
 */
const districtHelplines = [
  { name: 'Northside Youth Line', contact: 'Call 0800 123 456', url: 'https://northside.example/help' },
];
let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({ env: { HELPLINES: JSON.stringify(districtHelplines) } });
});
afterAll(() => wellness.stop());

const helplinesOf = async (service: Wellness, headers: Record<string, string> = {}) => {
  const reply = await fetch(`${service.url}/api/wellness/helplines`, { headers });
  expect(reply.status).toBe(200);
  return HelplineList.parse(await reply.json());
};

describe('the helplines', () => {
  it("are the deployment's, for anyone, signed in or not", async () => {
    expect(await helplinesOf(wellness)).toEqual(districtHelplines);
    const ana = wellness.person();
    expect(await helplinesOf(wellness, { authorization: ana.authorization })).toEqual(districtHelplines);
    // A stale or forged token is no reason to withhold help.
    expect(await helplinesOf(wellness, { authorization: 'Bearer not-a-token' })).toEqual(districtHelplines);
    // The deployment's own list replaces the country directory too.
    expect(await helplinesOf(wellness, { [HELPLINE_COUNTRY_HEADER]: 'GB' })).toEqual(districtHelplines);
  });

  describe('when the deployment names none', () => {
    let plain: Wellness;
    beforeAll(async () => {
      plain = await startWellness();
    });
    afterAll(() => plain.stop());

    it('are the built-in list for a caller whose country is not known', async () => {
      expect(await helplinesOf(plain)).toEqual(defaultHelplines);
      expect(await helplinesOf(plain, { 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual(defaultHelplines);
    });

    it("are the UK's for a caller in the UK, signed in or not", async () => {
      const inTheUk = await helplinesOf(plain, { [HELPLINE_COUNTRY_HEADER]: 'GB' });
      expect(inTheUk).toEqual(helplinesOfCountry('GB'));
      expect(inTheUk.map((helpline) => helpline.name)).toEqual(
        expect.arrayContaining(['Samaritans', 'Childline', 'Shout']),
      );
      const maya = plain.person({ country: 'GB' });
      expect(
        await helplinesOf(plain, { authorization: maya.authorization, [HELPLINE_COUNTRY_HEADER]: 'GB' }),
      ).toEqual(inTheUk);
    });

    it("follow the app's country over the browser's languages", async () => {
      const chosen = { [HELPLINE_COUNTRY_HEADER]: 'nz', 'accept-language': 'en-GB' };
      expect(await helplinesOf(plain, chosen)).toEqual(helplinesOfCountry('NZ'));
    });

    it('fall back to the Accept-Language region, then to the built-in list, when the country header is bad', async () => {
      const bad = { [HELPLINE_COUNTRY_HEADER]: 'Narnia' };
      expect(await helplinesOf(plain, { ...bad, 'accept-language': 'en-AU,en;q=0.8' })).toEqual(
        helplinesOfCountry('AU'),
      );
      expect(await helplinesOf(plain, bad)).toEqual(defaultHelplines);
      expect(await helplinesOf(plain, { [HELPLINE_COUNTRY_HEADER]: 'FR' })).toEqual(defaultHelplines);
    });
  });
});
