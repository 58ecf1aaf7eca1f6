import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import {
  aWeek,
  forumActivity,
  identityFigures,
  moderationFigures,
  queueRoutes,
  systemHealth,
} from '../testing/fixtures.js';
import { AdminDashboard } from './admin-dashboard/AdminDashboard.js';
import { ModeratorDashboard } from './moderator-dashboard/ModeratorDashboard.js';

// Issue 6: no figure on the moderator or admin screens is a hard-coded sample. Each count card is
// rendered from random figures a few times over and must show exactly what the services said.
afterEach(() => {
  cleanup();
});

const ok = (body: unknown) => ({ status: 200, body });
const count = fc.nat({ max: 999 });
const RUNS = 4;

const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

describe('every dashboard figure comes from the services', () => {
  it('the moderator dashboard: Overview and Reports', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          pending: count,
          reviewedToday: count,
          flagged: count,
          discussions: count,
          reports: count,
          decisions: fc.record({
            total: count,
            approved: count,
            rejected: count,
            escalated: count,
            editRequested: count,
          }),
        }),
        async (figures) => {
          cleanup();
          fakeApi({
            'GET /api/user': ok(aUser('moderator')),
            'GET /api/moderation/figures': ok(
              moderationFigures({
                pending: figures.pending,
                flagged: figures.flagged,
                reviewedToday: figures.reviewedToday,
                week: aWeek(figures.decisions, { total: figures.reports }),
              }),
            ),
            'GET /api/forum/activity': ok(forumActivity(figures.discussions)),
            ...queueRoutes({}),
          });
          renderPage(<ModeratorDashboard />);
          await waitFor(() => expect(countOf('Pending Reviews')).toBe(String(figures.pending)));
          expect(countOf("Today's Reviews")).toBe(String(figures.reviewedToday));
          expect(countOf('Approved This Week')).toBe(String(figures.decisions.approved));
          await waitFor(() => expect(countOf('Active Discussions')).toBe(String(figures.discussions)));
          openTab('Reports');
          await waitFor(() => expect(countOf('Reports This Week')).toBe(String(figures.reports)));
          expect(countOf('Decisions This Week')).toBe(String(figures.decisions.total));
          expect(countOf('Rejected This Week')).toBe(String(figures.decisions.rejected));
          expect(countOf('Escalated This Week')).toBe(String(figures.decisions.escalated));
          expect(countOf('Edits Requested This Week')).toBe(String(figures.decisions.editRequested));
          expect(countOf('Pending Reviews')).toBe(String(figures.pending));
          expect(countOf('Waiting for an Administrator')).toBe(String(figures.flagged));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('the admin dashboard: Overview and Users', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          youth: count,
          parent: count,
          moderator: count,
          admin: count,
          sessions: count,
          links: count,
          decisions: count,
        }),
        async (figures) => {
          cleanup();
          const byRole = {
            youth: figures.youth,
            parent: figures.parent,
            moderator: figures.moderator,
            admin: figures.admin,
            'org-admin': 0,
          };
          const total = Object.values(byRole).reduce((sum, value) => sum + value, 0);
          fakeApi({
            'GET /api/user': ok(aUser('admin')),
            'GET /api/admin/figures': ok(
              identityFigures({
                users: { total, byRole },
                activeSessions: figures.sessions,
                links: { pending: 0, approved: figures.links },
              }),
            ),
            'GET /api/moderation/figures': ok(
              moderationFigures({ week: aWeek({ total: figures.decisions }) }),
            ),
            'GET /api/admin/health': ok(systemHealth()),
            ...queueRoutes({}),
          });
          renderPage(<AdminDashboard />);
          await waitFor(() => expect(countOf('Total Users')).toBe(String(total)));
          expect(countOf('Active Sessions')).toBe(String(figures.sessions));
          expect(countOf('Parent-Youth Links')).toBe(String(figures.links));
          await waitFor(() => expect(countOf('Decisions This Week')).toBe(String(figures.decisions)));
          openTab('Users');
          await waitFor(() => expect(countOf('Youth')).toBe(String(figures.youth)));
          expect(countOf('Parents/Guardians')).toBe(String(figures.parent));
          expect(countOf('Moderators')).toBe(String(figures.moderator));
          expect(countOf('Administrators')).toBe(String(figures.admin));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
