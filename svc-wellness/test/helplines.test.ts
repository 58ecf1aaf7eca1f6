import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultHelplines, HelplineList } from '@heartwise/contracts';
import { startWellness, type Wellness } from './support/wellness-harness.js';

/** "Get help now" on every page reads the deployment's helplines: nobody has to sign in for help. */
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
  });

  it('are the built-in list when the deployment names none', async () => {
    const plain = await startWellness();
    try {
      expect(await helplinesOf(plain)).toEqual(defaultHelplines);
    } finally {
      await plain.stop();
    }
  });
});
