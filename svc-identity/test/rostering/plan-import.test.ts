import { afterAll, describe, expect, it } from '@jest/globals';
import { MemoryRosterState } from '../../src/adapters/rostering/roster-state.memory.js';
import type { RosterEntityStepOf } from '../../src/core/rostering/roster-steps.js';
import { ORGS, ROLES_1_2, SET_1_1, SET_1_2, USERS_1_2 } from './support/riverside-set.js';
import {
  filesUpload,
  named,
  preview,
  removeTempFolders,
  stepsOf,
  zipUpload,
} from './support/roster-harness.js';

afterAll(removeTempFolders);

const personSteps = async (set: Record<string, string>) =>
  (await stepsOf(filesUpload(set), new MemoryRosterState())).filter(
    (step): step is Extract<RosterEntityStepOf, { type: 'person' }> => step.type === 'person',
  );

describe("a district's first import, previewed before anything is stored", () => {
  it('shows the 1.1 export of Riverside as two schools and six people, and its three bad rows by file and line', async () => {
    const plan = await preview(filesUpload(SET_1_1), new MemoryRosterState());

    expect(plan.district).toEqual({ sourcedId: 'dist-rv', name: 'Riverside Unified', action: 'link' });
    expect(named(plan.schools.create)).toEqual(['Lincoln Elementary (sch-lin)', 'Maple Middle (sch-map)']);
    expect(plan.people.create.examples.map((person) => [person.label, person.detail, person.line])).toEqual([
      ['Ana Silva', 'student at Lincoln Elementary', 2],
      ['Ben Okafor', 'student at Lincoln Elementary', 3],
      ['Chloé Nguyen, Jr', 'student at Maple Middle', 4],
      // Her middle name holds a line break: still one row, line 5, as a spreadsheet shows it.
      ['Dev Haddad', 'student at Maple Middle', 5], // her org is Maple's art department
      ['Gus Tanaka', 'teacher at Lincoln Elementary, Maple Middle', 9],
      ['Hana Silva', 'guardian at Lincoln Elementary', 10],
    ]);
    expect(plan.people.byKind).toEqual({
      youth: { create: 4, change: 0, deactivate: 0 },
      staff: { create: 1, change: 0, deactivate: 0 },
      parent: { create: 1, change: 0, deactivate: 0 },
    });
    expect(plan.problems).toEqual({
      count: 3,
      shown: [
        { file: 'users.csv', line: 6, message: 'givenName is empty' },
        { file: 'users.csv', line: 7, message: "This role isn't used in Heartwise (proctor)" },
        {
          file: 'users.csv',
          line: 8,
          message: "orgSourcedIds sch-gone isn't in orgs.csv nor already in Heartwise",
        },
      ],
    });
    expect(named(plan.ignoredOrgs)).toEqual(['Maple Art Department (dep-art)', 'California (st-ca)']);
    expect(plan.files).toEqual([
      { file: 'orgs.csv', mode: 'unstated', rows: 5 },
      { file: 'users.csv', mode: 'unstated', rows: 9 },
    ]);
    expect(plan).toMatchObject({ blockers: [], canApply: true, changes: 9 });
  });

  it('plans the same people from the 1.2 export (roles.csv), with its bad rows reported where they are', async () => {
    const fromOld = await personSteps(SET_1_1);
    const fromNew = await personSteps(SET_1_2);
    expect(fromNew.map((step) => step.next)).toEqual(fromOld.map((step) => step.next));
    expect(fromNew.find((step) => step.sourcedId === 'stu-1')?.next).toEqual({
      sourcedId: 'stu-1',
      active: true,
      dateLastModified: '2026-09-01T08:00:00.000Z',
      kind: 'youth',
      oneRosterRole: 'student',
      firstName: 'Ana',
      lastName: 'Silva',
      email: null,
      username: 'ana.silva',
      schoolSourcedIds: ['sch-lin'],
      grades: ['03'],
    });

    const plan = await preview(filesUpload(SET_1_2), new MemoryRosterState());
    expect(plan.problems.shown).toEqual([
      { file: 'roles.csv', line: 7, message: "This role isn't used in Heartwise (proctor)" },
      {
        file: 'roles.csv',
        line: 8,
        message: "orgSourcedId sch-gone isn't in orgs.csv nor already in Heartwise",
      },
      { file: 'users.csv', line: 6, message: 'givenName is empty' },
    ]);
  });

  it('plans one zip of the files exactly as the files uploaded one by one, even zipped in a folder', async () => {
    const separately = await preview(filesUpload(SET_1_2), new MemoryRosterState());
    const zipped = await zipUpload({
      'riverside/orgs.csv': ORGS,
      'riverside/users.csv': USERS_1_2,
      'riverside/roles.csv': ROLES_1_2,
    });
    expect(await preview(zipped, new MemoryRosterState())).toEqual(separately);
  });

  it('reads a byte-order mark and Windows line endings as the same set', async () => {
    const windows = Object.fromEntries(
      Object.entries(SET_1_1).map(([file, text]) => [file, `\uFEFF${text.replaceAll('\n', '\r\n')}`]),
    );
    expect(await preview(filesUpload(windows), new MemoryRosterState())).toEqual(
      await preview(filesUpload(SET_1_1), new MemoryRosterState()),
    );
  });

  it('uses the preferred name when the roster has one', async () => {
    const withPreferred = USERS_1_2.replace(
      'stu-2,active,2026-09-01T08:00:00.000Z,true,ben.okafor,,Ben,Okafor,,1002,,,,,03,,,,,,,',
      'stu-2,active,2026-09-01T08:00:00.000Z,true,ben.okafor,,Benedict,Okafor,,1002,,,,,03,,,Ben,,,,',
    );
    const steps = await personSteps({ ...SET_1_2, 'users.csv': withPreferred });
    expect(steps.find((step) => step.sourcedId === 'stu-2')?.next?.firstName).toBe('Ben');
  });
});
