// Test support for "Download my data" (jest, jsdom): each service's part as its export call answers,
// valid by the contracts, and a catcher for the file the page saves. Never imported by app code.
import type { ForumExport, IdentityExport, WellnessExport } from '@heartwise/contracts';
import { aUser } from '@heartwise/web-runtime/testing';
import { jest } from '@jest/globals';
import { aLink } from './profile.js';

const stamp = '2026-11-21T09:30:00.000Z';

export const anAccountPart = (): IdentityExport => {
  const link = aLink('approved');
  return {
    exportedAt: stamp,
    account: aUser('youth'),
    links: [
      {
        id: link.id,
        status: link.status,
        as: 'youth',
        otherPerson: link.parent,
        createdAt: link.createdAt,
        updatedAt: link.updatedAt,
        approvedAt: link.approvedAt,
        endedAt: link.endedAt,
      },
    ],
    sessions: { active: 1 },
  };
};

export const aWellnessPart = (): WellnessExport => ({
  exportedAt: stamp,
  habits: [
    {
      id: '3c9e2a10-6b7d-4e8f-9a0b-1c2d3e4f5a61',
      habitType: 'water',
      completed: true,
      date: '2026-11-21',
      frequency: 'daily',
      createdAt: stamp,
    },
  ],
  kindness: [],
  microActivityCompletions: [],
  checkIns: [],
  emotionSessions: [],
});

export const aForumPart = (): ForumExport => ({
  exportedAt: stamp,
  threads: [
    {
      id: '4d0f3b21-7c8e-4f90-8b1c-2d3e4f5a6b72',
      title: 'I feel calmer after a walk',
      content: 'A short walk after school helps me reset.',
      tags: ['Body & Health'],
      status: 'active',
      replyCount: 2,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ],
});

/** The three export calls, each answered with its part. */
export const exportRoutes = () => ({
  'GET /api/user/export': { status: 200, body: anAccountPart() },
  'GET /api/wellness/export': { status: 200, body: aWellnessPart() },
  'GET /api/forum/export': { status: 200, body: aForumPart() },
});

export interface SavedFile {
  fileName: string;
  url: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and cannot follow a download link: this records each file the page
 * saves (name, Blob, URL) and each URL it lets go of. Restore with jest.restoreAllMocks().
 */
export function catchDownloads(): { saved: SavedFile[]; revoked: string[] } {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:heartwise/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const url = this.getAttribute('href') ?? '';
    const blob = blobs.get(url);
    if (blob) saved.push({ fileName: this.download, url, blob });
  });
  return { saved, revoked };
}

/** A Blob's text (jsdom's Blob has no text()). */
export const textOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsText(blob);
  });
