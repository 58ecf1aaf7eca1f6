import type { RosterImport as Import } from '@heartwise/contracts';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anImport } from '../../testing/fixtures.js';
import { pretendWidths } from '../../testing/layout.js';
import { RosterImport } from './RosterImport.js';

const uploaded = anImport();
const url = `/api/org/imports/${uploaded.id}`;
const csv = (name: string) => new File(['sourcedId\n'], name, { type: 'text/csv' });

describe('importing a roster', () => {
  it('uploads the chosen files and shows the dry run: counts, and every invalid row with its file and line', async () => {
    let history: Import[] = [];
    const calls = fakeApi({
      'GET /api/org/imports': () => ({ status: 200, body: history }),
      'POST /api/org/imports': () => {
        history = [uploaded];
        return { status: 201, body: uploaded };
      },
      [`GET ${url}`]: { status: 200, body: uploaded },
    });
    renderPage(<RosterImport />);
    expect(await screen.findByText('No imports yet')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload and preview' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('OneRoster files'), {
      target: { files: [csv('orgs.csv'), csv('users.csv')] },
    });
    fireEvent.click(upload);

    const plan = await screen.findByRole('table', { name: 'What this import does' });
    const people = within(plan).getByRole('rowheader', { name: 'People' }).closest('tr');
    expect(
      within(people as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '0', '0', '0']);
    const problems = screen.getByRole('region', { name: 'Rows left out' });
    expect(within(problems).getByText('Rows left out (3)')).toBeTruthy();
    expect(within(problems).getByText('users.csv, line 7:')).toBeTruthy();
    expect(within(problems).getByText('users.csv, line 33:')).toBeTruthy();

    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.getAll('files').map((file) => (file as File).name)).toEqual(['orgs.csv', 'users.csv']);
    expect(await screen.findByRole('table', { name: 'Import history (1)' })).toBeTruthy();
  });

  it('on a phone, says the history and the preview scroll sideways, so no column is missed', async () => {
    const restore = pretendWidths({ scrollWidth: 600, clientWidth: 358 });
    try {
      fakeApi({
        'GET /api/org/imports': { status: 200, body: [uploaded] },
        [`GET ${url}`]: { status: 200, body: uploaded },
      });
      renderPage(<RosterImport />);
      await screen.findByRole('table', { name: 'Import history (1)' });
      expect(screen.getAllByText('Scroll sideways for more')).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: /^Open the import of/ }));
      await screen.findByRole('table', { name: 'What this import does' });
      expect(screen.getAllByText('Scroll sideways for more')).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('applies, shows a real progress bar while it runs, and stops polling when it is done', async () => {
    let state: Import = uploaded;
    let polls = 0;
    const calls = fakeApi({
      'GET /api/org/imports': () => ({ status: 200, body: [state] }),
      [`GET ${url}`]: () => {
        polls += 1;
        if (state.status === 'applying')
          state =
            polls < 3
              ? { ...state, progress: { done: 20, total: 43 } }
              : { ...state, status: 'applied', progress: { done: 43, total: 43 } };
        return { status: 200, body: state };
      },
      [`POST ${url}/apply`]: () => {
        state = { ...state, status: 'applying', progress: { done: 0, total: 43 } };
        return { status: 202, body: state };
      },
    });
    renderPage(<RosterImport />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));

    const bar = await screen.findByRole('progressbar', { name: /^Applying: \d+ of 43 steps$/ });
    expect(bar.getAttribute('aria-valuemax')).toBe('43');
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20'), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.getAllByText('Applied').length).toBeGreaterThan(0), { timeout: 4000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const seen = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(seen);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`${url}/apply`]);
  }, 15_000);

  it('for an import that stopped part-way, says why and offers Resume and Roll back (after asking)', async () => {
    const failed = anImport({
      status: 'failed',
      progress: { done: 12, total: 43 },
      failure: {
        during: 'apply',
        message: 'The database stopped answering. Nothing is half-done: resume or roll back.',
        at: '2026-11-21T09:40:00.000Z',
        canResume: true,
        canRollBack: true,
      },
    });
    let state: Import = failed;
    const calls = fakeApi({
      'GET /api/org/imports': () => ({ status: 200, body: [state] }),
      [`GET ${url}`]: () => ({ status: 200, body: state }),
      [`POST ${url}/rollback`]: () => {
        state = { ...failed, status: 'rolling-back', failure: null };
        return { status: 202, body: state };
      },
    });
    renderPage(<RosterImport />);
    expect(
      await screen.findByText(/It stopped part-way while applying: The database stopped answering/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Roll back this import?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('progressbar', { name: 'Rolling back: 12 of 43 steps' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${url}/rollback`,
    ]);
  });

  it('cannot apply a set with blockers, and says why', async () => {
    const blocked = anImport({
      preview: {
        ...anImport().preview,
        canApply: false,
        blockers: [
          { file: 'orgs.csv', line: 2, message: 'This set is for another district than your first import.' },
        ],
      },
    });
    fakeApi({
      'GET /api/org/imports': { status: 200, body: [blocked] },
      [`GET ${url}`]: { status: 200, body: blocked },
    });
    renderPage(<RosterImport />);
    const blockers = await screen.findByRole('region', { name: "Can't be applied" });
    expect(within(blockers).getByText('orgs.csv, line 2:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers a retry when the history cannot be loaded', async () => {
    fakeApi({ 'GET /api/org/imports': { status: 500, body: { message: 'x' } } });
    renderPage(<RosterImport />);
    expect(screen.getByText('Loading imports...')).toBeTruthy();
    expect(await screen.findByText("We couldn't load the imports")).toBeTruthy();
  });
});
