import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { lincolnId, oakId, riverside, riversideFigures } from '../../testing/fixtures.js';
import { Schools } from './Schools.js';

describe('the schools page', () => {
  it('shows each school with its figures and links to its people and its activation codes', async () => {
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/figures/people': { status: 200, body: riversideFigures },
    });
    renderPage(<Schools />);
    const lincoln = await screen.findByRole('article', { name: 'Lincoln High' });
    expect(within(lincoln).getByText('24')).toBeTruthy();
    expect(within(lincoln).getByRole('link', { name: 'People of Lincoln High' }).getAttribute('href')).toBe(
      `/org/people?schoolId=${lincolnId}`,
    );
    const oak = screen.getByRole('article', { name: 'Oak Elementary' });
    expect(within(oak).getAllByText('fewer than 10')).toHaveLength(2);
    expect(
      within(oak).getByRole('link', { name: 'Activation codes for Oak Elementary' }).getAttribute('href'),
    ).toBe(`/org/activation-codes?schoolId=${oakId}`);
  });

  it('says when the schools could not be loaded', async () => {
    fakeApi({
      'GET /api/org': { status: 500, body: { message: 'Internal' } },
      'GET /api/org/figures/people': { status: 200, body: riversideFigures },
    });
    renderPage(<Schools />);
    expect(await screen.findByText("We couldn't load your schools")).toBeTruthy();
  });
});
