import type { AdminActivity } from '@heartwise/contracts';
import { renderPage } from '@heartwise/web-runtime/testing';
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
    expect(
      screen.getByText(
        'Role changes, deletions, rejected link requests and what district admins do show here.',
      ),
    ).toBeTruthy();
  });
});

describe("the audit log, about what a district's admin did (issue 16)", () => {
  const riverside = { id: anItem().id, name: 'Riverside Unified' };
  const dana = aLinkPerson('dana-okoro', 'Dana');
  const sam = aLinkPerson('brave-sam42', 'Sam');
  const lincoln = { id: anItem().id, name: 'Lincoln Elementary' };
  const district = (overrides: Partial<AdminActivity>): AdminActivity =>
    entry({ by: dana, whom: null, district: riverside, ...overrides });

  it("names the district and its admin, and the person by the feed's usual rule", () => {
    expect(describeActivity(district({ kind: 'member-deactivated', whom: sam, fromRole: 'youth' }))).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) deactivated Sam (@brave-sam42)",
    );
    expect(describeActivity(district({ kind: 'member-reactivated', whom: sam, fromRole: 'youth' }))).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) reactivated Sam (@brave-sam42)",
    );
  });

  it('says what an import did to people, and when one was rolled back', () => {
    expect(
      describeActivity(
        district({ kind: 'roster-import-applied', people: { created: 40, changed: 2, deactivated: 1 } }),
      ),
    ).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) applied a roster import: 40 people added, 2 changed, and 1 deactivated",
    );
    expect(
      describeActivity(
        district({ kind: 'roster-import-applied', people: { created: 0, changed: 1, deactivated: 0 } }),
      ),
    ).toBe("Riverside Unified's admin Dana (@dana-okoro) applied a roster import: 1 person changed");
    expect(describeActivity(district({ kind: 'roster-import-rolled-back' }))).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) rolled back a roster import",
    );
  });

  it('gives a batch of codes one line with how many and for which school or class', () => {
    const codes = (overrides: Partial<AdminActivity>) =>
      district({ kind: 'activation-codes-issued', ...overrides });
    expect(describeActivity(codes({ school: lincoln, count: 12 }))).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) issued 12 activation codes for Lincoln Elementary",
    );
    expect(
      describeActivity(
        codes({ school: lincoln, rosterClass: { id: 'cls-math', title: 'Math 3' }, count: 1 }),
      ),
    ).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) issued 1 activation code for Math 3 at Lincoln Elementary",
    );
    expect(describeActivity(codes({ whom: sam, count: 1 }))).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) sent a new activation code to Sam (@brave-sam42)",
    );
  });

  it('names which settings changed, never their values', () => {
    expect(
      describeActivity(district({ kind: 'org-settings-changed', settings: ['retentionDays', 'helplines'] })),
    ).toBe(
      "Riverside Unified's admin Dana (@dana-okoro) changed the district's retention period and helplines",
    );
  });

  it('reads what is gone since as gone: the district, its admin, the person, the school', () => {
    expect(
      describeActivity(district({ kind: 'member-deactivated', district: null, by: null, fromRole: 'youth' })),
    ).toBe('A removed admin of a district deactivated a deleted account');
    expect(
      describeActivity(district({ kind: 'activation-codes-issued', district: null, school: null, count: 3 })),
    ).toBe("A district's admin Dana (@dana-okoro) issued 3 activation codes for a school");
  });

  it("lists a district's lines among the platform admins' own", async () => {
    renderPage(
      <AdminActivityList
        entries={[
          district({ kind: 'member-deactivated', whom: sam, fromRole: 'youth' }),
          entry({ kind: 'staff-created', whom: parent, toRole: 'moderator' }),
        ]}
      />,
    );
    expect(
      await screen.findByText(/Riverside Unified's admin Dana \(@dana-okoro\) deactivated Sam/),
    ).toBeTruthy();
    expect(screen.getByText(/created a Moderator account for Jo/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
