import type { AdminActivity } from '@heartwise/contracts';
import { renderPage } from '@heartwise/ui-kit/testing';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { aLinkPerson, anItem } from '../../testing/fixtures.js';
import { AdminActivityList, describeActivity } from './AdminActivityList.js';

const admin = aLinkPerson('admin-river-42', 'Ada');
const parent = aLinkPerson('steady-oak-18', 'Jo');
const youth = aLinkPerson('brave-river42715', 'Riley');
const entry = (overrides: Partial<AdminActivity>): AdminActivity => ({
  id: anItem().id,
  kind: 'link-rejected',
  at: '2026-11-21T10:00:00.000Z',
  by: admin,
  whom: parent,
  ...overrides,
});

describe('the audit log, about family links', () => {
  it('says which link request an administrator rejected', () => {
    expect(describeActivity(entry({ youth }))).toBe(
      'Ada (@admin-river-42) rejected the link between Jo (@steady-oak-18) and Riley (@brave-river42715)',
    );
  });

  it('says a rejected request named no youth when it did not, and a deleted youth when they left', () => {
    expect(describeActivity(entry({}))).toBe(
      'Ada (@admin-river-42) rejected a link request from Jo (@steady-oak-18)',
    );
    expect(describeActivity(entry({ youth: null }))).toBe(
      'Ada (@admin-river-42) rejected the link between Jo (@steady-oak-18) and a deleted youth',
    );
  });

  it('still reads approvals written before only youth could accept', () => {
    expect(describeActivity(entry({ kind: 'link-approved', youth }))).toBe(
      'Ada (@admin-river-42) approved the link between Jo (@steady-oak-18) and Riley (@brave-river42715)',
    );
  });

  it('lists the entries, each with when', async () => {
    renderPage(<AdminActivityList entries={[entry({ youth }), entry({ kind: 'link-approved', youth })]} />);
    expect(await screen.findByText(/rejected the link between Jo/)).toBeTruthy();
    expect(screen.getByText(/approved the link between Jo/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there is nothing yet', () => {
    renderPage(<AdminActivityList entries={[]} />);
    expect(screen.getByText('No admin activity yet')).toBeTruthy();
    expect(screen.getByText('Role changes, deletions and rejected link requests show here.')).toBeTruthy();
  });
});
