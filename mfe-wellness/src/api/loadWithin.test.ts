import { describe, expect, it } from '@jest/globals';
import { loadWithin, LoadTookTooLong } from './loadWithin.js';

describe('a dashboard load that waits at most so long', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(loadWithin(Promise.resolve(['water']), 50)).resolves.toEqual(['water']);
  });

  it('passes a failure on as it is', async () => {
    await expect(loadWithin(Promise.reject(new TypeError('Failed to fetch')), 50)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('fails once the time is up with no answer, so the section can offer Try again', async () => {
    const never = new Promise<string[]>(() => undefined);
    await expect(loadWithin(never, 20)).rejects.toBeInstanceOf(LoadTookTooLong);
  });
});
