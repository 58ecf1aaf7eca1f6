import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { opaqueCursor } from '../src/domain/opaque-cursor.js';

const position = opaqueCursor(z.object({ at: z.string(), id: z.string() }));

describe('an opaque cursor', () => {
  it('is one URL-safe word that reads back as the position it was made from', () => {
    const text = position.encode({ at: '2026-11-27T01:00:00.000Z', id: 'a/b+c' });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(position.decode(text)).toEqual({ at: '2026-11-27T01:00:00.000Z', id: 'a/b+c' });
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON of another shape', Buffer.from(JSON.stringify({ at: 1 })).toString('base64url')],
    ['empty', ''],
  ])('reads %s as null, never a throw', (_case, text) => {
    expect(position.decode(text)).toBeNull();
  });
});
