import { afterAll, describe, expect, it } from '@jest/globals';
import { MemoryRosterState } from '../../src/adapters/rostering/roster-state.memory.js';
import { D1, manifest, ORGS, SET_1_1, users11 } from './support/riverside-set.js';
import { apply, filesUpload, named, preview, removeTempFolders } from './support/roster-harness.js';

afterAll(removeTempFolders);

const district = (id: string, name: string) => `${id},active,${D1},${name},district,,`;
const student = (id: string, orgs: string, given = 'Ida') =>
  `${id},active,${D1},true,"${orgs}",student,${id},,${given},Test,,,,,,,06,`;

describe('sets Heartwise refuses whole', () => {
  it('refuses two districts in one set, before anyone is planned', async () => {
    const orgs = `${ORGS}${district('dist-oak', 'Oakwood Unified')}\n`;
    const plan = await preview(filesUpload({ ...SET_1_1, 'orgs.csv': orgs }), new MemoryRosterState());
    expect(plan.blockers).toEqual([
      {
        file: 'orgs.csv',
        line: 7,
        message:
          "orgs.csv names two districts (Riverside Unified on line 2, Oakwood Unified here). Please upload one district's files at a time.",
      },
    ]);
    expect([plan.canApply, plan.people.create.count]).toEqual([false, 0]);
  });

  it("refuses another district's set once the first import has named the district", async () => {
    const riverside = new MemoryRosterState();
    await apply(filesUpload(SET_1_1), riverside);
    const oakwood = `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\n${district('dist-oak', 'Oakwood Unified')}\n`;
    const plan = await preview(filesUpload({ 'orgs.csv': oakwood }), riverside);
    expect(plan.blockers.map((problem) => problem.message)).toEqual([
      'This set is for another district (Oakwood Unified, dist-oak) than the one your earlier imports named (dist-rv).',
    ]);
  });

  it('refuses a set whose manifest lists a file that was not uploaded', async () => {
    const plan = await preview(
      filesUpload({ ...SET_1_1, 'manifest.csv': manifest({ orgs: 'bulk', users: 'bulk', roles: 'bulk' }) }),
      new MemoryRosterState(),
    );
    expect(plan.blockers).toEqual([
      { file: 'manifest.csv', line: 6, message: "manifest.csv lists roles.csv, but it isn't in the upload" },
    ]);
  });

  it('refuses an upload with no roster file in it', async () => {
    const plan = await preview(filesUpload({ 'notes.txt': 'hello' }), new MemoryRosterState());
    expect(plan.problems.shown).toEqual([
      { file: null, line: null, message: "Heartwise doesn't read notes.txt, so they were left out" },
    ]);
    expect(plan.blockers).toEqual([
      { file: null, line: null, message: "We couldn't find orgs.csv or users.csv in what you uploaded." },
    ]);
  });

  it("refuses a users.csv that can't be read to its end, even after rows that could", async () => {
    const broken = users11(student('stu-1', 'sch-lin'), 'stu-2,active,"never closed');
    const plan = await preview(
      filesUpload({ 'orgs.csv': ORGS, 'users.csv': broken }),
      new MemoryRosterState(),
    );
    expect(plan.blockers).toEqual([
      {
        file: 'users.csv',
        line: 3,
        message: "A quote opened on line 3 is never closed, so users.csv can't be read from there on",
      },
    ]);
    expect(plan.canApply).toBe(false);
  });
});

describe('rows that refer to what is not there', () => {
  it('takes schools imported before in a delta set without orgs.csv, and reports unknown ones', async () => {
    const riverside = new MemoryRosterState();
    await apply(filesUpload(SET_1_1), riverside);
    const users = users11(student('stu-9', 'sch-map'), student('stu-10', 'sch-elm'));
    const plan = await preview(
      filesUpload({ 'manifest.csv': manifest({ orgs: 'absent', users: 'delta' }), 'users.csv': users }),
      riverside,
    );
    expect(plan.people.create.examples.map((person) => person.detail)).toEqual(['student at Maple Middle']);
    expect(plan.problems.shown).toEqual([
      {
        file: 'users.csv',
        line: 3,
        message: "orgSourcedIds sch-elm isn't in orgs.csv nor already in Heartwise",
      },
    ]);
  });

  it('finds no school for a student whose only org is the district, while district-wide staff are fine', async () => {
    const users = users11(
      student('stu-9', 'dist-rv'),
      `adm-1,active,${D1},true,dist-rv,districtAdministrator,adm,,Rosa,Park,,,rosa@riverside.example,,,,,`,
    );
    const plan = await preview(
      filesUpload({ 'orgs.csv': ORGS, 'users.csv': users }),
      new MemoryRosterState(),
    );
    expect(plan.problems.shown).toEqual([
      { file: 'users.csv', line: 2, message: 'This student has no school: orgSourcedIds names none' },
    ]);
    expect(plan.people.create.examples.map((person) => [person.label, person.detail])).toEqual([
      ['Rosa Park', 'districtAdministrator, district-wide'],
    ]);
  });

  it("tells people whose school's own row was refused why they were skipped", async () => {
    const orgs = `${ORGS}sch-elm,active,${D1},,school,ELM,dist-rv\n`;
    const users = users11(student('stu-9', 'sch-elm'));
    const plan = await preview(
      filesUpload({ 'orgs.csv': orgs, 'users.csv': users }),
      new MemoryRosterState(),
    );
    expect(plan.problems.shown).toEqual([
      { file: 'orgs.csv', line: 7, message: 'name is empty' },
      {
        file: 'users.csv',
        line: 2,
        message: 'orgSourcedIds sch-elm is on orgs.csv line 7, which has a problem',
      },
    ]);
  });

  it('uses the first of two rows with one sourcedId and reports the second', async () => {
    const users = users11(student('stu-9', 'sch-lin', 'Ida'), student('stu-9', 'sch-map', 'Ines'));
    const plan = await preview(
      filesUpload({ 'orgs.csv': ORGS, 'users.csv': users }),
      new MemoryRosterState(),
    );
    expect(named(plan.people.create)).toEqual(['Ida Test (stu-9)']);
    expect(plan.problems.shown).toEqual([
      { file: 'users.csv', line: 3, message: 'sourcedId stu-9 is also on line 2, so this row was skipped' },
    ]);
  });

  it('notes a manifest that calls an uploaded file absent, and deactivates nobody from it', async () => {
    const plan = await preview(
      filesUpload({ ...SET_1_1, 'manifest.csv': manifest({ orgs: 'bulk', users: 'absent' }) }),
      new MemoryRosterState(),
    );
    expect(plan.problems.shown[0]).toEqual({
      file: 'manifest.csv',
      line: 5,
      message:
        'manifest.csv says users.csv is absent, yet it was uploaded: its rows are used, and nobody missing from it is deactivated',
    });
    expect(plan.files.map((file) => [file.file, file.mode])).toEqual([
      ['manifest.csv', 'unstated'],
      ['orgs.csv', 'bulk'],
      ['users.csv', 'unstated'],
    ]);
  });
});

describe('roles.csv (OneRoster 1.2)', () => {
  const users = `sourcedId,givenName,familyName\nstu-1,Ana,Silva\ntch-1,Gus,Tanaka\nstu-2,Ben,Okafor\n`;
  const role = (id: string, user: string, type: string, name: string, org: string) =>
    `${id},,,${user},${type},${name},,,${org},`;
  const header =
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId';

  it("gives each person the kind of their primary role, and reports what can't be used once, where it is", async () => {
    const roles = [
      header,
      role('r-1', 'stu-1', 'primary', 'student', 'sch-lin'),
      role('r-2', 'tch-1', 'secondary', 'aide', 'sch-map'),
      role('r-3', 'tch-1', 'primary', 'teacher', 'sch-lin'),
      role('r-4', 'stu-1', 'secondary', 'parent', 'sch-lin'),
      role('r-5', 'stu-1', 'primary', 'guardian', 'sch-lin'),
      role('r-6', 'stu-3', 'primary', 'student', 'sch-lin'),
      '',
    ].join('\n');
    const plan = await preview(
      filesUpload({ 'orgs.csv': ORGS, 'users.csv': users, 'roles.csv': roles }),
      new MemoryRosterState(),
    );
    expect(plan.people.create.examples.map((person) => [person.label, person.detail])).toEqual([
      ['Ana Silva', 'student at Lincoln Elementary'],
      ['Gus Tanaka', 'teacher at Lincoln Elementary, Maple Middle'],
    ]);
    expect(plan.problems.shown).toEqual([
      { file: 'roles.csv', line: 6, message: 'This person already has a primary role (student, line 2)' },
      { file: 'users.csv', line: 4, message: 'This person has no role in roles.csv' },
      {
        file: 'roles.csv',
        line: 7,
        message: "This role is for stu-3, who isn't in users.csv, so it was not used",
      },
    ]);
  });

  it("can't read a 1.2 users.csv without roles.csv: nobody would have a role", async () => {
    const plan = await preview(
      filesUpload({ 'orgs.csv': ORGS, 'users.csv': users }),
      new MemoryRosterState(),
    );
    expect(plan.blockers).toEqual([
      {
        file: 'users.csv',
        line: 1,
        message: 'users.csv has no role column, and there is no roles.csv to give each person a role',
      },
    ]);
  });
});

describe('classes and enrollments', () => {
  const classes = `sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods
cls-1,active,${D1},Homeroom 3A,03,,HR3A,homeroom,,sch-lin,,,,
cls-2,active,${D1},Art,07,,ART,scheduled,,st-ca,,,,
`;
  const enrollments = `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate
e-1,active,${D1},cls-1,sch-lin,stu-1,student,false,,
e-2,active,${D1},cls-1,sch-lin,tch-1,teacher,true,,
e-3,active,${D1},cls-9,sch-lin,stu-2,student,false,,
e-4,active,${D1},cls-1,sch-lin,stu-5,student,false,,
`;

  it('plans classes in their schools and enrollments of people this set or an earlier one brought', async () => {
    const plan = await preview(
      filesUpload({ ...SET_1_1, 'classes.csv': classes, 'enrollments.csv': enrollments }),
      new MemoryRosterState(),
    );
    expect(plan.classes.create.examples.map((cls) => [cls.label, cls.detail])).toEqual([
      ['Homeroom 3A', 'at Lincoln Elementary'],
    ]);
    expect(named(plan.enrollments.create)).toEqual(['stu-1 in cls-1 (e-1)', 'tch-1 in cls-1 (e-2)']);
    expect(plan.problems.shown.slice(3)).toEqual([
      { file: 'classes.csv', line: 3, message: 'schoolSourcedId st-ca is not a school' },
      {
        file: 'enrollments.csv',
        line: 4,
        message: "classSourcedId cls-9 isn't in classes.csv nor already in Heartwise",
      },
      {
        file: 'enrollments.csv',
        line: 5,
        message: 'userSourcedId stu-5 is on users.csv line 6, which was skipped',
      },
    ]);
  });
});
