import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catchDownloads, textOf } from '../../testing/downloads.js';
import { aBatch, aSlip, lincolnId, oakId, riverside } from '../../testing/fixtures.js';
import { pretendWidths } from '../../testing/layout.js';
import { ActivationCodes } from './ActivationCodes.js';

const noah = aSlip({ firstName: 'Noah', lastName: 'Kim', username: 'noah-kim-2', code: '7KQM-2X9D-HC4R' });
const ana = aSlip({ firstName: 'Ana', lastName: 'Diaz', username: 'ana-diaz-5', code: 'QW12-ER34-TY56' });

describe('activation codes for a school', () => {
  it('warns that earlier codes stop working, then shows the codes with a CSV and a printable page of the same', async () => {
    const calls = fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      [`GET /api/org/classes?schoolId=${lincolnId}`]: { status: 200, body: [] },
      'POST /api/org/activation-codes': { status: 201, body: aBatch([noah, ana]) },
    });
    const downloads = catchDownloads();
    renderPage(<ActivationCodes />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create codes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Create codes for Lincoln High?' });
    expect(within(confirm).getByText(/Any code they were given before stops working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create codes' }));

    const table = await screen.findByRole('table', { name: 'Codes (2)' });
    expect(within(table).getByText('7KQM-2X9D-HC4R')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Ana Diaz' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { schoolId: lincolnId },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const csv = await textOf(downloads.files[0]?.blob);
    expect(csv.split('\r\n')[0]).toBe('Name,Username,School,Grade,Activation code,Expires,Where to enter it');
    expect(csv).toContain('Noah Kim,noah-kim-2,Lincoln High,09,7KQM-2X9D-HC4R');
    expect(csv).toContain('Ana Diaz,ana-diaz-5,Lincoln High,09,QW12-ER34-TY56');
    expect(csv).toContain('http://localhost/auth?activate (“I have an activation code”)');

    // The printable slips carry the very same codes.
    const slips = document.querySelector('[data-printable-slips]');
    expect(slips?.textContent).toContain('7KQM-2X9D-HC4R');
    expect(slips?.textContent).toContain('QW12-ER34-TY56');
    expect(slips?.textContent).toContain('I have an activation code');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('on a phone, says the codes scroll sideways, so the code and its expiry are found', async () => {
    const restore = pretendWidths({ scrollWidth: 600, clientWidth: 358 });
    try {
      fakeApi({
        'GET /api/org': { status: 200, body: riverside },
        [`GET /api/org/classes?schoolId=${lincolnId}`]: { status: 200, body: [] },
        'POST /api/org/activation-codes': { status: 201, body: aBatch([noah, ana]) },
      });
      renderPage(<ActivationCodes />);
      fireEvent.click(await screen.findByRole('button', { name: 'Create codes' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Create codes for Lincoln High?' });
      expect(screen.queryByText('Scroll sideways for more')).toBeNull();
      fireEvent.click(within(confirm).getByRole('button', { name: 'Create codes' }));

      await screen.findByRole('table', { name: 'Codes (2)' });
      expect(screen.getByText('Scroll sideways for more')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('offers a class when the school has rostered classes, and asks for that class only', async () => {
    const calls = fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      [`GET /api/org/classes?schoolId=${lincolnId}`]: { status: 200, body: [] },
      [`GET /api/org/classes?schoolId=${oakId}`]: {
        status: 200,
        body: [{ id: 'class-7b', schoolId: oakId, title: 'Homeroom 7B', classCode: '7B' }],
      },
      'POST /api/org/activation-codes': {
        status: 201,
        body: aBatch([], { schoolId: oakId, classId: 'class-7b' }),
      },
    });
    renderPage(<ActivationCodes />);
    await screen.findByRole('button', { name: 'Create codes' });
    expect(screen.queryByLabelText('Class')).toBeNull();
    fireEvent.change(screen.getByLabelText('School'), { target: { value: oakId } });
    const classChoice = await screen.findByLabelText('Class');
    fireEvent.change(classChoice, { target: { value: 'class-7b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create codes' }));
    fireEvent.click(
      within(
        screen.getByRole('alertdialog', { name: 'Create codes for Oak Elementary · Homeroom 7B?' }),
      ).getByRole('button', { name: 'Create codes' }),
    );
    expect(await screen.findByText('No codes to make')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { schoolId: oakId, classId: 'class-7b' },
    ]);
  });

  it('keeps the dialog open with the reason when codes cannot be made', async () => {
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      [`GET /api/org/classes?schoolId=${lincolnId}`]: { status: 200, body: [] },
      'POST /api/org/activation-codes': {
        status: 404,
        body: { message: 'That school is not one of yours.' },
      },
    });
    renderPage(<ActivationCodes />, { path: `/org/activation-codes?schoolId=${lincolnId}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Create codes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Create codes for Lincoln High?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create codes' }));
    expect(await within(confirm).findByText('That school is not one of yours.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});
