import { describe, expect, it } from '@jest/globals';
import { classifyCommand, isKeyFilter } from '../src/adapters/mongo/command-classifier.js';

const kind = (name: string, command: Record<string, unknown>, engine?: 'ferretdb-v1' | 'mongodb') =>
  classifyCommand(name, command, engine).kind;
const objectId = { _bsontype: 'ObjectId', id: new Uint8Array(12) };
const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe('what a command makes FerretDB v1 read', () => {
  it('a find by `_id` alone reads one document; by anything else, the whole collection', () => {
    expect(kind('find', { find: 'threads', filter: { _id: 't1' }, limit: 1 })).toBe('key');
    expect(kind('find', { find: 'threads', filter: { _id: objectId } })).toBe('key');
    expect(kind('find', { find: 'threads', filter: {} })).toBe('scan');
    expect(kind('find', { find: 'threads' })).toBe('scan');
    expect(kind('find', { find: 'replies', filter: { threadId: 't1', _deleted: { $ne: true } } })).toBe(
      'scan',
    );
    // Anything beside `_id`, or `_id` through an operator, is not pushed down by FerretDB v1.
    expect(kind('find', { find: 'threads', filter: { _id: 't1', status: 'active' } })).toBe('scan');
    expect(kind('find', { find: 'threads', filter: { _id: { $in: ['a', 'b'] } } })).toBe('scan');
    expect(kind('find', { find: 'threads', filter: { _id: { $eq: 'a' } } })).toBe('scan');
  });

  it('counts, distincts and aggregates without an `_id` match first are scans', () => {
    expect(kind('count', { count: 'threads', query: { status: 'active' } })).toBe('scan');
    expect(kind('count', { count: 'threads', query: { _id: 't1' } })).toBe('key');
    expect(kind('distinct', { distinct: 'threads', key: 'userId', query: {} })).toBe('scan');
    const countDocuments = {
      aggregate: 'threads',
      pipeline: [{ $match: { status: 'active' } }, { $group: { _id: 1, n: { $sum: 1 } } }],
    };
    expect(kind('aggregate', countDocuments)).toBe('scan');
    expect(kind('aggregate', { aggregate: 'threads', pipeline: [{ $group: { _id: '$userId' } }] })).toBe(
      'scan',
    );
    expect(kind('aggregate', { aggregate: 'threads', pipeline: [{ $match: { _id: 't1' } }] })).toBe('key');
  });

  it('writes are classified by the documents their filters make the server read', () => {
    expect(kind('insert', { insert: 'threads', documents: [{ _id: 't1' }] })).toBe('key');
    expect(
      kind('update', { update: 'threads', updates: [{ q: { _id: 't1' }, u: { $set: { a: 1 } } }] }),
    ).toBe('key');
    expect(
      kind('update', {
        update: 'threads',
        updates: [{ q: { userId: 'u1' }, u: { $set: { a: 1 } }, multi: true }],
      }),
    ).toBe('scan');
    // Several statements: a key write only when every one of them is.
    expect(
      kind('update', {
        update: 'threads',
        updates: [
          { q: { _id: 't1' }, u: {} },
          { q: { status: 'x' }, u: {} },
        ],
      }),
    ).toBe('scan');
    expect(kind('delete', { delete: 'replies', deletes: [{ q: { _id: 'r1' }, limit: 1 }] })).toBe('key');
    expect(kind('delete', { delete: 'replies', deletes: [{ q: { userId: 'u1' }, limit: 0 }] })).toBe('scan');
    expect(kind('findAndModify', { findAndModify: 'threads', query: { _id: 't1' }, update: {} })).toBe('key');
    expect(
      kind('findAndModify', { findAndModify: 'threads', query: { _id: 't1', updatedAt: 'x' }, update: {} }),
    ).toBe('scan');
    expect(kind('update', { update: 'threads', updates: [] })).toBe('scan');
  });

  it('commands that read no documents are neither', () => {
    for (const name of [
      'ping',
      'hello',
      'buildInfo',
      'getMore',
      'createIndexes',
      'endSessions',
      'killCursors',
    ])
      expect(kind(name, { [name]: 1 })).toBe('none');
    // One it does not know is counted as a scan until someone says what it reads.
    expect(kind('mapReduce', { mapReduce: 'threads' })).toBe('scan');
  });

  it('names the collection and the filters, for the failure message', () => {
    expect(
      classifyCommand('find', { find: 'replies', filter: { threadId: 't1' }, sort: { createdAt: 1 } }),
    ).toEqual({ kind: 'scan', command: 'find', collection: 'replies', filters: [{ threadId: 't1' }] });
    expect(
      classifyCommand('delete', { delete: 'reports', deletes: [{ q: { reportedBy: 'u1' }, limit: 0 }] }),
    ).toEqual({ kind: 'scan', command: 'delete', collection: 'reports', filters: [{ reportedBy: 'u1' }] });
  });
});

describe('what a command makes MongoDB read', () => {
  it('any filter that pins `_id` to a value or a bounded list reads by the `_id` index', () => {
    expect(isKeyFilter({ _id: 't1', updatedAt: 'x', _deleted: { $ne: true } }, 'mongodb')).toBe(true);
    expect(isKeyFilter({ _id: { $eq: 't1' } }, 'mongodb')).toBe(true);
    expect(isKeyFilter({ _id: { $in: ids(100) } }, 'mongodb')).toBe(true);
    expect(isKeyFilter({ _id: { $in: ids(101) } }, 'mongodb')).toBe(false);
    expect(isKeyFilter({ _id: { $gt: 'a' } }, 'mongodb')).toBe(false);
    expect(isKeyFilter({ threadId: 't1' }, 'mongodb')).toBe(false);
    expect(kind('find', { find: 'threads', filter: { _id: { $in: ['a', 'b'] } } }, 'mongodb')).toBe('key');
  });
});
