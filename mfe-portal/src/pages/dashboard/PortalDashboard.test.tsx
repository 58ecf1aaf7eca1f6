import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catchDownloads, textOf } from '../../testing/downloads.js';
import { pretendWidths } from '../../testing/layout.js';
import {
  riverside,
  riversideFigures,
  riversideForum,
  riversideModeration,
  riversideWellness,
} from '../../testing/fixtures.js';
import { PortalDashboard } from './PortalDashboard.js';

const api = (extra = {}) =>
  fakeApi({
    'GET /api/org': { status: 200, body: riverside },
    'GET /api/org/figures/people': { status: 200, body: riversideFigures },
    'GET /api/org/figures/wellness': { status: 200, body: riversideWellness },
    'GET /api/org/figures/forum': { status: 200, body: riversideForum },
    'GET /api/org/figures/moderation': { status: 200, body: riversideModeration },
    ...extra,
  });

const cellsOf = (school: string) => {
  const row = screen.getByRole('rowheader', { name: school }).closest('tr');
  if (!row) throw new Error(`no row for ${school}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

const headings = [
  'School',
  'Youth',
  'Active this week',
  'Checked in this week (%)',
  'Average feeling strength (1–10)',
  'Habits done (%)',
  'Practices per youth',
  'Discussions started',
  'Replies',
  'Youth who posted',
  'Moderation items this week',
  'Moderation items open now',
];
const lincoln = ['24', '12', '42', '5.8', '61', '1.5', '14', '52', '11', '12', 'fewer than 10'];
const oak = Array<string>(11).fill('fewer than 10');

describe('the district dashboard', () => {
  it('names the district and shows each school with every figure, the words where under 10 youth', async () => {
    api();
    renderPage(<PortalDashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Unified' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Schools (2)' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headings);
    expect(cellsOf('Lincoln High')).toEqual(lincoln);
    expect(cellsOf('Oak Elementary')).toEqual(oak);
  });

  it('keeps the wide table in its own captioned region, and says it scrolls sideways when it is wider than the page', async () => {
    const restore = pretendWidths({ scrollWidth: 1600, clientWidth: 358 });
    try {
      api();
      renderPage(<PortalDashboard />);
      const region = await screen.findByRole('region', { name: 'Schools (2)' });
      expect(within(region).getByRole('table', { name: 'Schools (2)' })).toBeTruthy();
      // Focusable, so the keyboard can scroll it too.
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(screen.getByText('Scroll sideways for more')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('gives no scrolling hint when the whole table fits', async () => {
    const restore = pretendWidths({ scrollWidth: 1000, clientWidth: 1000 });
    try {
      api();
      renderPage(<PortalDashboard />);
      await screen.findByRole('table', { name: 'Schools (2)' });
      expect(screen.queryByText('Scroll sideways for more')).toBeNull();
    } finally {
      restore();
    }
  });

  it('downloads a CSV of exactly what the page shows', async () => {
    api();
    const downloads = catchDownloads();
    renderPage(<PortalDashboard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.files).toHaveLength(1);
    expect(downloads.files[0]?.name).toBe('Riverside-Unified-figures.csv');
    expect(await textOf(downloads.files[0]?.blob)).toBe(
      [
        headings.join(','),
        ['Lincoln High', ...lincoln].join(','),
        ['Oak Elementary', ...oak].join(','),
        '',
      ].join('\r\n'),
    );
  });

  it('shows a school an answer leaves out as "fewer than 10", never as 0', async () => {
    // Oak is missing from every answer here: no people figures, no posts, no moderation items.
    api({
      'GET /api/org/figures/people': {
        status: 200,
        body: { ...riversideFigures, schools: riversideFigures.schools.slice(0, 1) },
      },
      'GET /api/org/figures/wellness': {
        status: 200,
        body: { ...riversideWellness, schools: riversideWellness.schools.slice(0, 1) },
      },
    });
    renderPage(<PortalDashboard />);
    await screen.findByRole('table', { name: 'Schools (2)' });
    expect(cellsOf('Oak Elementary')).toEqual(oak);
    expect(cellsOf('Lincoln High')).toEqual(lincoln);
  });

  it('offers a retry when one service’s figures fail, and asks again only that one', async () => {
    let fail = true;
    const calls = api({
      'GET /api/org/figures/moderation': () =>
        fail ? { status: 503, body: { message: 'Down' } } : { status: 200, body: riversideModeration },
    });
    renderPage(<PortalDashboard />);
    expect(await screen.findByText("We couldn't load your district's figures")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cellsOf('Lincoln High')).toEqual(lincoln));
    expect(calls.filter((call) => call.url === '/api/org/figures/people')).toHaveLength(1);
  });

  it('says it is loading, then offers a retry when the figures fail', async () => {
    let fail = true;
    api({
      'GET /api/org/figures/people': () =>
        fail ? { status: 503, body: { message: 'Down' } } : { status: 200, body: riversideFigures },
    });
    renderPage(<PortalDashboard />);
    expect(screen.getByText('Loading your district...')).toBeTruthy();
    expect(await screen.findByText("We couldn't load your district's figures")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cellsOf('Lincoln High')).toEqual(lincoln));
  });

  it('points a district without schools to the import', async () => {
    api({
      'GET /api/org': { status: 200, body: { ...riverside, schools: [] } },
      'GET /api/org/figures/people': { status: 200, body: { ...riversideFigures, schools: [] } },
      'GET /api/org/figures/wellness': { status: 200, body: { ...riversideWellness, schools: [] } },
      'GET /api/org/figures/forum': { status: 200, body: { ...riversideForum, schools: [] } },
      'GET /api/org/figures/moderation': { status: 200, body: { ...riversideModeration, schools: [] } },
    });
    renderPage(<PortalDashboard />);
    expect(await screen.findByText('No schools yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import your roster' }).getAttribute('href')).toBe('/org/import');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
