import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@heartwise/web-runtime/testing';
import {
  aForumPart,
  anAccountPart,
  aWellnessPart,
  catchDownloads,
  exportRoutes,
  textOf,
} from '../../testing/myData.js';
import { callsTo, signedInAs } from '../../testing/profile.js';

// Remote pages are not part of these tests; the federation runtime is stubbed as in the guard tests.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

afterEach(() => {
  jest.restoreAllMocks();
});

const openProfile = () => renderRoutes(routes, { path: '/profile' });
const myDataSection = () => screen.findByRole('region', { name: 'Download my data' });
const pressDownload = async () =>
  fireEvent.click(within(await myDataSection()).getByRole('button', { name: 'Download my data' }));

describe('the profile page: download my data', () => {
  it('gathers the account, wellness and forum parts into one file named for today, and lets its URL go', async () => {
    const downloads = catchDownloads();
    const calls = signedInAs('youth', [], exportRoutes());
    openProfile();
    await pressDownload();

    expect(await screen.findByText('Your file is ready')).toBeTruthy();
    expect(downloads.saved).toHaveLength(1);
    const [file] = downloads.saved;
    if (!file) throw new Error('expected a saved file');
    expect(file.blob.type).toBe('application/json');
    const content = JSON.parse(await textOf(file.blob)) as { exportedAt: string };
    const { account, links, sessions } = anAccountPart();
    const { exportedAt: _wellnessStamp, ...wellness } = aWellnessPart();
    const { exportedAt: _forumStamp, ...forum } = aForumPart();
    expect(content).toEqual({
      exportedAt: content.exportedAt,
      account: { ...account, links, sessions },
      wellness,
      forum,
    });
    // Named for the person's own calendar day, the day it was made.
    const made = new Date(content.exportedAt);
    const day = [made.getFullYear(), made.getMonth() + 1, made.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(file.fileName).toBe(`heartwise-my-data-${day}.json`);
    expect(screen.getByText(`Look for heartwise-my-data-${day}.json in your downloads.`)).toBeTruthy();
    await waitFor(() => expect(downloads.revoked).toEqual([file.url]));
    // The temporary link is gone from the page again.
    expect(document.querySelector('a[download]')).toBeNull();
    for (const path of ['/api/user/export', '/api/wellness/export', '/api/forum/export']) {
      expect(callsTo(calls, 'GET', path)).toHaveLength(1);
    }
  });

  it("says 'Preparing your file...' and holds the button while the parts are on their way", async () => {
    catchDownloads();
    signedInAs('parent', [], { ...exportRoutes(), 'GET /api/forum/export': 'pending' });
    openProfile();
    await pressDownload();
    const preparing = await within(await myDataSection()).findByRole('button', {
      name: 'Preparing your file...',
    });
    expect((preparing as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the part that could not be gathered, and saves nothing', async () => {
    const downloads = catchDownloads();
    signedInAs('youth', [], {
      ...exportRoutes(),
      'GET /api/wellness/export': {
        status: 503,
        body: { message: 'Wellness is resting. Please try again.' },
      },
    });
    openProfile();
    await pressDownload();

    expect(
      await screen.findByText('Your wellness data could not be gathered. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Download failed')).toBeTruthy();
    expect(downloads.saved).toHaveLength(0);
    expect(
      await within(await myDataSection()).findByRole('button', { name: 'Download my data' }),
    ).toBeTruthy();
  });

  it('counts a part that does not match its contract as not gathered, naming every such part', async () => {
    const downloads = catchDownloads();
    signedInAs('youth', [], {
      ...exportRoutes(),
      'GET /api/user/export': { status: 500, body: { message: 'Something went wrong' } },
      'GET /api/forum/export': { status: 200, body: { threads: 'not a list' } },
    });
    openProfile();
    await pressDownload();

    expect(
      await screen.findByText('Your account and forum data could not be gathered. Please try again.'),
    ).toBeTruthy();
    expect(downloads.saved).toHaveLength(0);
  });
});
