import { describe, expect, it } from '@jest/globals';
import { openRosterUpload } from '../../src/adapters/rostering/roster-upload.js';
import type { RosterRow } from '../../src/core/rostering/roster-set.port.js';
import { MAX_ROW_CHARS } from '../../src/adapters/rostering/csv-rows.js';
import { D1, ORGS, USERS_1_1 } from './support/riverside-set.js';
import { filesUpload, rowsOf } from './support/roster-harness.js';

const ORGS_HEADER = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId';
const orgs = (...rows: string[]) => filesUpload({ 'orgs.csv': [ORGS_HEADER, ...rows, ''].join('\n') });
const summary = (rows: RosterRow<{ sourcedId: string }>[]) =>
  rows.map((row) =>
    row.kind === 'record'
      ? [row.line, row.record.sourcedId]
      : row.kind === 'deletion'
        ? [row.line, `deletes ${row.deletion.sourcedId}`]
        : [row.line, row.message],
  );

describe('reading a CSV file of a OneRoster set', () => {
  it('numbers rows as a spreadsheet does: header line 1, a quoted line break stays in its row, blank lines count', async () => {
    const text = `\uFEFF${ORGS_HEADER}\r\nsch-1,active,${D1},"Lincoln\r\nElementary",school,,\r\n\r\nsch-2,,,"Maple, Middle",school,,\r\n`;
    const rows = await rowsOf(filesUpload({ 'orgs.csv': text }, 5), 'orgs.csv');
    expect(rows).toEqual([
      {
        kind: 'record',
        line: 2,
        record: {
          sourcedId: 'sch-1',
          status: 'active',
          dateLastModified: D1,
          name: 'Lincoln\r\nElementary',
          type: 'school',
          identifier: null,
          parentSourcedId: null,
        },
      },
      {
        kind: 'record',
        line: 4,
        record: {
          sourcedId: 'sch-2',
          status: 'active',
          dateLastModified: null,
          name: 'Maple, Middle',
          type: 'school',
          identifier: null,
          parentSourcedId: null,
        },
      },
    ]);
  });

  it('ignores unknown columns, reads missing trailing values as blank and skips rows of empty cells', async () => {
    const text = `metadata.color,sourcedId,name,type\nblue,sch-1,Lincoln,school,\n,,,\ngreen,sch-2,Maple\n`;
    expect(summary(await rowsOf(filesUpload({ 'orgs.csv': text }), 'orgs.csv'))).toEqual([
      [2, 'sch-1'],
      [4, 'type is empty'],
    ]);
  });

  it('reports a row with more values than columns: a comma without quotes shifts everything', async () => {
    expect(
      summary(await rowsOf(orgs(`sch-1,active,${D1},Lincoln, Elementary,school,,dist`), 'orgs.csv')),
    ).toEqual([
      [
        2,
        'This row has more values than orgs.csv has columns (a comma inside a value needs quotes around it)',
      ],
    ]);
  });

  it('names the column in each message, all of a row at once', async () => {
    const rows = await rowsOf(
      orgs(
        `sch-1,archived,yesterday,Lincoln,school,,`,
        `sch-2,active,${D1},Maple,campus,,`,
        `,active,${D1},,school,,`,
        `sch-3,Active,2026-09-01,Oak,School,,`,
        `sch-4,active,2026-09-01T10:00:00+02:00,Elm,ext:academy,,`,
      ),
      'orgs.csv',
    );
    expect(summary(rows)).toEqual([
      [2, 'status must be active or tobedeleted; dateLastModified must be a date like 2026-09-01T08:00:00Z'],
      [3, 'type must be school, district, department, local, state or national (not campus)'],
      [4, 'sourcedId is empty; name is empty'],
      [5, 'sch-3'],
      [6, 'sch-4'],
    ]);
    const [, , , oak, elm] = rows;
    expect(oak).toMatchObject({
      record: { status: 'active', type: 'school', dateLastModified: '2026-09-01T00:00:00.000Z' },
    });
    expect(elm).toMatchObject({
      record: { type: 'ext:academy', dateLastModified: '2026-09-01T08:00:00.000Z' },
    });
  });

  it('reads a tobedeleted row from its sourcedId alone, as delta files write them', async () => {
    expect(summary(await rowsOf(orgs(`sch-1,tobedeleted,${D1},,,,`), 'orgs.csv'))).toEqual([
      [2, 'deletes sch-1'],
    ]);
  });

  it('names the users.csv columns that are wrong', async () => {
    const header = USERS_1_1.split('\n')[0];
    const rows = await rowsOf(
      filesUpload({
        'users.csv': [
          header,
          `stu-1,active,${D1},sometimes,sch-lin,Student,ana,,Ana,Silva,,,ana-at-home,,,,03,`,
          `stu-2,active,${D1},true,,wizard,ben,,Ben,Okafor,,,,,,,03,`,
          '',
        ].join('\n'),
      }),
      'users.csv',
    );
    expect(summary(rows)).toEqual([
      [2, 'enabledUser must be true or false; email isn’t an email address'],
      [
        3,
        'role must be a OneRoster role such as student, teacher or parent (not wizard); orgSourcedIds is empty',
      ],
    ]);
  });

  it("can't read a file that lacks a column it needs, and says when only the capitals differ", async () => {
    const text = `SourcedId,name,Type\nsch-1,Lincoln,school\n`;
    expect(await rowsOf(filesUpload({ 'orgs.csv': text }), 'orgs.csv')).toEqual([
      {
        kind: 'unreadable',
        line: 1,
        message:
          'orgs.csv has no sourcedId or type column (it has SourcedId or Type: column names are case-sensitive)',
      },
    ]);
    expect(await rowsOf(filesUpload({ 'orgs.csv': `sourcedId,name,type,name\n` }), 'orgs.csv')).toEqual([
      { kind: 'unreadable', line: 1, message: 'orgs.csv has two name columns' },
    ]);
    expect(await rowsOf(filesUpload({ 'orgs.csv': '' }), 'orgs.csv')).toEqual([
      { kind: 'unreadable', line: null, message: 'orgs.csv is empty' },
    ]);
  });

  it('stops at a row far longer than any roster row, instead of holding the file in one field', async () => {
    const endless = `sch-2,active,${D1},"${'x'.repeat(MAX_ROW_CHARS + 10)}`;
    expect(summary(await rowsOf(orgs(`sch-1,active,${D1},Lincoln,school,,`, endless), 'orgs.csv'))).toEqual([
      [2, 'sch-1'],
      [
        3,
        "Line 3 is far longer than a roster row (often a quote left open), so orgs.csv can't be read from there on",
      ],
    ]);
  });

  it('decodes characters split between chunks, and reports bytes that are not UTF-8', async () => {
    const utf8 = Buffer.from(`${ORGS_HEADER}\nsch-1,active,${D1},École Château,school,,\n`, 'utf8');
    const latin1 = Buffer.from(`${ORGS_HEADER}\nsch-1,active,${D1},École Château,school,,\n`, 'latin1');
    for (const chunk of [1, 2, 3]) {
      const [row] = await rowsOf(filesUpload({ 'orgs.csv': utf8 }, chunk), 'orgs.csv');
      expect(row).toMatchObject({ record: { name: 'École Château' } });
    }
    expect(summary(await rowsOf(filesUpload({ 'orgs.csv': latin1 }), 'orgs.csv'))).toEqual([
      [2, 'This row has characters that aren\'t UTF-8: please save orgs.csv as "CSV UTF-8"'],
    ]);
  });
});

describe('what an upload holds', () => {
  it('matches file names whatever their case, notes files it does not read and refuses one sent twice', async () => {
    const upload = filesUpload({
      'Orgs.CSV': ORGS,
      'users.csv': USERS_1_1,
      'courses.csv': 'sourcedId\n',
      'USERS.csv': USERS_1_1,
    });
    expect(await openRosterUpload(upload).contents()).toEqual({
      files: ['orgs.csv', 'users.csv'],
      notices: [
        { file: null, line: null, message: "Heartwise doesn't read courses.csv, so they were left out" },
      ],
      blockers: [
        {
          file: 'users.csv',
          line: null,
          message: 'users.csv was uploaded twice. Please upload one of each.',
        },
      ],
    });
    expect(await rowsOf(filesUpload({ 'Orgs.CSV': ORGS }), 'orgs.csv')).toHaveLength(5);
  });

  it('can be read again and again, as the dry run and the apply each do', async () => {
    const upload = openRosterUpload(filesUpload({ 'orgs.csv': ORGS }));
    for (let reading = 0; reading < 2; reading += 1) {
      const names: string[] = [];
      for await (const row of upload.read('orgs.csv')) if (row.kind === 'record') names.push(row.record.name);
      expect(names).toEqual([
        'Riverside Unified',
        'Lincoln Elementary',
        'Maple Middle',
        'Maple Art Department',
        'California',
      ]);
    }
  });
});
