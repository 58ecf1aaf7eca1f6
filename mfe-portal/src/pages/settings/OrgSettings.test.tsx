import type { OrgSettings as Settings } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { districtSettings } from '../../testing/fixtures.js';
import { OrgSettings } from './OrgSettings.js';

afterEach(() => dismissToast());

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the district settings', () => {
  it('shows what is stored: scope, retention, one phrase a line, each helpline', async () => {
    fakeApi({ 'GET /api/org/settings': { status: 200, body: districtSettings } });
    renderPage(<OrgSettings />);
    await screen.findByRole('form', { name: 'District settings' });
    expect(field('Whole district: youth talk with every young person in the district.').checked).toBe(true);
    expect(field('Days to keep a deactivated account').value).toBe('30');
    expect(field('Extra screening phrases').value).toBe('bus 42 fight');
    const first = screen.getByRole('group', { name: 'Helpline 1' });
    expect((within(first).getByLabelText('Name') as HTMLInputElement).value).toBe('Riverside Counseling');
    expect((within(first).getByLabelText('Phone') as HTMLInputElement).value).toBe('555-0100');
  });

  it('saves the whole settings, phrases split by line and empty ways left out', async () => {
    let stored: Settings = districtSettings;
    const calls = fakeApi({
      'GET /api/org/settings': () => ({ status: 200, body: stored }),
      'PUT /api/org/settings': (call) => {
        stored = call.body as Settings;
        return { status: 200, body: stored };
      },
    });
    renderPage(<OrgSettings />);
    await screen.findByRole('form', { name: 'District settings' });
    fireEvent.click(field('Each school: youth talk only with young people of their own school.'));
    fireEvent.change(field('Days to keep a deactivated account'), { target: { value: '60' } });
    fireEvent.change(field('Extra screening phrases'), {
      target: { value: 'bus 42 fight\n\n  meet behind gym  \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a helpline' }));
    const second = screen.getByRole('group', { name: 'Helpline 2' });
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'Teen Text Line' } });
    fireEvent.change(within(second).getByLabelText('Text line'), {
      target: { value: 'Text HOME to 741741' },
    });
    save();

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        communityScope: 'school',
        retentionDays: 60,
        screeningPhrases: ['bus 42 fight', 'meet behind gym'],
        helplines: [
          { name: 'Riverside Counseling', phone: '555-0100', hours: 'Weekdays 8–6' },
          { name: 'Teen Text Line', textLine: 'Text HOME to 741741' },
        ],
      },
    ]);
  });

  it('says what is wrong beside each field, and sends nothing', async () => {
    const calls = fakeApi({ 'GET /api/org/settings': { status: 200, body: districtSettings } });
    renderPage(<OrgSettings />);
    await screen.findByRole('form', { name: 'District settings' });
    fireEvent.change(field('Days to keep a deactivated account'), { target: { value: '900' } });
    fireEvent.change(field('Extra screening phrases'), { target: { value: 'fine phrase\nx' } });
    const first = screen.getByRole('group', { name: 'Helpline 1' });
    fireEvent.change(within(first).getByLabelText('Phone'), { target: { value: '' } });
    save();

    expect(await screen.findByText('Please choose at most 365 days.')).toBeTruthy();
    expect(screen.getByText('Phrase 2: Each phrase needs at least 2 characters.')).toBeTruthy();
    expect(within(first).getByText('Please add a phone number or a text line.')).toBeTruthy();
    expect(field('Days to keep a deactivated account').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps every change when a save fails, and says so', async () => {
    fakeApi({
      'GET /api/org/settings': { status: 200, body: districtSettings },
      'PUT /api/org/settings': { status: 503, body: { message: 'Down' } },
    });
    renderPage(<OrgSettings />);
    await screen.findByRole('form', { name: 'District settings' });
    fireEvent.change(field('Extra screening phrases'), { target: { value: 'new phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove helpline 1' }));
    save();

    expect(await screen.findByText('Down')).toBeTruthy();
    expect(field('Extra screening phrases').value).toBe('new phrase');
    expect(screen.queryByRole('group', { name: 'Helpline 1' })).toBeNull();
    expect(screen.getByText('No helplines of your own yet.')).toBeTruthy();
  });

  it("puts the service's reasons beside their fields", async () => {
    fakeApi({
      'GET /api/org/settings': { status: 200, body: districtSettings },
      'PUT /api/org/settings': {
        status: 400,
        body: {
          message: 'Please check the settings.',
          issues: [{ path: ['retentionDays'], message: 'Too long for us.' }],
        },
      },
    });
    renderPage(<OrgSettings />);
    await screen.findByRole('form', { name: 'District settings' });
    save();
    expect(await screen.findByText('Too long for us.')).toBeTruthy();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /api/org/settings': { status: 500, body: { message: 'Internal' } } });
    renderPage(<OrgSettings />);
    expect(screen.getByText('Loading settings...')).toBeTruthy();
    expect(await screen.findByText("We couldn't load the settings")).toBeTruthy();
  });
});
