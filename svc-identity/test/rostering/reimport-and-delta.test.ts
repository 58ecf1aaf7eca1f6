import { beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryRosterState } from '../../src/adapters/rostering/roster-state.memory.js';
import { openRosterUpload } from '../../src/adapters/rostering/roster-upload.js';
import { planRoster } from '../../src/core/rostering/plan-roster.js';
import { D1, manifest, ORGS, SET_1_1, users11 } from './support/riverside-set.js';
import { apply, filesUpload, named, preview } from './support/roster-harness.js';

/** A users.csv (1.1) row for Ana Silva, with a given name and a date of our choosing. */
const ana = (givenName: string, date: string, status = 'active') =>
  `stu-1,${status},${date},true,sch-lin,student,ana.silva,,${givenName},Silva,,1001,,,,par-1,03,`;
const delta = (...rows: string[]) => ({
  'manifest.csv': manifest({ users: 'delta' }),
  'users.csv': users11(...rows),
});

let riverside: MemoryRosterState;

beforeEach(async () => {
  riverside = new MemoryRosterState();
  await apply(filesUpload(SET_1_1), riverside);
});

describe('importing again', () => {
  it('stores what the preview showed: two schools, six people, the district linked', async () => {
    expect(await riverside.districtSourcedId()).toBe('dist-rv');
    expect([riverside.count('school', 'active'), riverside.count('person', 'active')]).toEqual([2, 6]);
    expect(riverside.get('person', 'stu-4')?.schoolSourcedIds).toEqual(['sch-map']);
  });

  it('finds nothing to do when the same set comes again', async () => {
    const again = await preview(filesUpload(SET_1_1), riverside);
    expect(again).toMatchObject({ changes: 0, canApply: true, district: { action: 'unchanged' } });
    expect([again.schools.unchanged, again.people.unchanged]).toEqual([2, 6]);
    // The rows it couldn't take last time are still reported, so they can be fixed.
    expect(again.problems.count).toBe(3);
  });

  it('picks up where an apply stopped: what was stored is unchanged, the rest is still to do', async () => {
    const halfway = new MemoryRosterState();
    let stored = 0;
    await expect(
      (async () => {
        for await (const step of planRoster(openRosterUpload(filesUpload(SET_1_1)), halfway, {
          batchSize: 3,
        })) {
          if (step.type === 'person' && stored === 3) throw new Error('the machine stopped');
          halfway.store(step);
          if (step.type === 'person') stored += 1;
        }
      })(),
    ).rejects.toThrow('the machine stopped');

    const rest = await preview(filesUpload(SET_1_1), halfway);
    expect([rest.people.unchanged, rest.people.create.count, rest.schools.unchanged]).toEqual([3, 3, 2]);
  });
});

describe('a delta set changes only what it says', () => {
  it('deactivates one student and leaves everyone it does not mention as they are', async () => {
    const removal = delta(`stu-2,tobedeleted,2026-09-10T08:00:00.000Z,,,,,,,,,,,,,,,`);
    const plan = await preview(filesUpload(removal), riverside);
    expect(named(plan.people.deactivate)).toEqual(['Ben Okafor (stu-2)']);
    expect(plan).toMatchObject({ changes: 1, problems: { count: 0 } });
    expect(plan.files).toContainEqual({ file: 'users.csv', mode: 'delta', rows: 1 });

    await apply(filesUpload(removal), riverside);
    expect(riverside.get('person', 'stu-2')).toMatchObject({
      active: false,
      dateLastModified: '2026-09-10T08:00:00.000Z',
    });
    expect(riverside.count('person', 'active')).toBe(5);
    expect((await preview(filesUpload(removal), riverside)).changes).toBe(0);
  });

  it('changes nothing with a row no newer than what was imported, and applies a newer one', async () => {
    const older = await preview(filesUpload(delta(ana('Anna', '2026-08-15T08:00:00.000Z'))), riverside);
    const same = await preview(filesUpload(delta(ana('Anna', D1))), riverside);
    const newer = await preview(filesUpload(delta(ana('Anna', '2026-09-02'))), riverside);

    expect([older.changes, older.people.unchanged]).toEqual([0, 1]);
    expect([same.changes, same.people.unchanged]).toEqual([0, 1]);
    expect(newer.people.change.examples).toEqual([
      {
        sourcedId: 'stu-1',
        label: 'Anna Silva',
        detail: 'student at Lincoln Elementary',
        changed: ['firstName'],
        file: 'users.csv',
        line: 2,
      },
    ]);
  });

  it('ignores a deletion older than the record it would remove', async () => {
    const stale = await preview(
      filesUpload(delta(ana('Ana', '2026-08-01T00:00:00Z', 'tobedeleted'))),
      riverside,
    );
    expect([stale.changes, stale.people.unchanged]).toEqual([0, 1]);
  });

  it('reads enabledUser=false as not active, and a student back on the roster as active again', async () => {
    const curtailed = `stu-1,active,2026-09-05,false,sch-lin,student,ana.silva,,Ana,Silva,,1001,,,,par-1,03,`;
    expect(named((await preview(filesUpload(delta(curtailed)), riverside)).people.deactivate)).toEqual([
      'Ana Silva (stu-1)',
    ]);
    await apply(filesUpload(delta(curtailed)), riverside);

    const back = await preview(filesUpload(delta(ana('Ana', '2026-09-06'))), riverside);
    expect(back.people.change.examples.map((person) => person.changed)).toEqual([['active']]);
  });
});

describe('who is missing from a file', () => {
  const onlyAna = users11(ana('Ana', D1));

  it('stays active without a manifest: a partial export never deactivates a school', async () => {
    const plan = await preview(filesUpload({ 'orgs.csv': ORGS, 'users.csv': onlyAna }), riverside);
    expect([plan.people.deactivate.count, plan.people.unchanged, plan.changes]).toEqual([0, 1, 0]);
  });

  it('is deactivated when the manifest says users.csv is bulk: the whole truth', async () => {
    const bulk = {
      'manifest.csv': manifest({ orgs: 'bulk', users: 'bulk' }),
      'orgs.csv': ORGS,
      'users.csv': onlyAna,
    };
    const plan = await preview(filesUpload(bulk), riverside);
    expect(named(plan.people.deactivate).sort()).toEqual([
      'Ben Okafor (stu-2)',
      'Chloé Nguyen, Jr (stu-3)',
      'Dev Haddad (stu-4)',
      'Gus Tanaka (tch-1)',
      'Hana Silva (par-1)',
    ]);
    expect(plan.people.deactivate.examples.every((person) => person.line === null)).toBe(true);
    expect(plan.schools.deactivate.count).toBe(0);
  });

  it('stays active, and is told why, when a row of a bulk file has no sourcedId', async () => {
    const damaged = users11(ana('Ana', D1), `,active,${D1},true,sch-lin,student,x,,Someone,Else,,,,,,,03,`);
    const bulk = { 'manifest.csv': manifest({ users: 'bulk' }), 'users.csv': damaged };
    const plan = await preview(filesUpload(bulk), riverside);
    expect(plan.people.deactivate.count).toBe(0);
    expect(plan.problems.shown).toEqual([
      { file: 'users.csv', line: 3, message: 'sourcedId is empty' },
      {
        file: 'users.csv',
        line: null,
        message: 'Nobody missing from users.csv was deactivated, because a row of it has no sourcedId',
      },
    ]);
  });

  it('is not deactivated when their row has a problem: skipped is not missing', async () => {
    const typo = users11(
      ana('Ana', D1),
      `stu-2,active,${D1},maybe,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,`,
    );
    const plan = await preview(
      filesUpload({ 'manifest.csv': manifest({ users: 'bulk' }), 'users.csv': typo }),
      riverside,
    );
    expect(plan.problems.shown).toEqual([
      { file: 'users.csv', line: 3, message: 'enabledUser must be true or false' },
    ]);
    expect(named(plan.people.deactivate)).not.toContain('Ben Okafor (stu-2)');
    expect(plan.people.deactivate.count).toBe(4);
  });
});
