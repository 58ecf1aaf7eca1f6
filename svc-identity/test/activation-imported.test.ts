import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActivationCodeBatch, MyOrganization, type School } from '@heartwise/contracts';
import {
  call,
  newDistrict,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { previewOf, run } from './rostering/support/import-client.js';
import { D1, ORGS, users11 } from './rostering/support/riverside-set.js';

/**
 * Activation codes for people a OneRoster import made (issue 16): per class as well as per
 * school, and each slip with the grade the roster gave.
 */
const CLASSES = `sourcedId,status,dateLastModified,title,schoolSourcedId,classCode
cls-art,active,${D1},Art 3,sch-lin,ART3
cls-math,active,${D1},Math 3,sch-lin,MTH3
`;
const ENROLLMENTS = `sourcedId,status,dateLastModified,classSourcedId,userSourcedId,role
enr-1,active,${D1},cls-art,stu-1,student
enr-2,active,${D1},cls-math,stu-2,student
enr-3,active,${D1},cls-math,stu-3,student
`;
const USERS = users11(
  `stu-1,active,${D1},true,sch-lin,student,ana.silva,,Ana,Silva,,1001,,,,,03,`,
  `stu-2,active,${D1},true,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,`,
  `stu-3,active,${D1},true,sch-lin,student,cleo.rossi,,Cleo,Rossi,,1003,,,,,04,`,
);

let identity: Identity;
let orgAdmin: Person;
let lincoln: School;

const issue = async (body: { schoolId: string; classId?: string }) =>
  call(identity, 'post', '/api/org/activation-codes', { cookie: orgAdmin.cookie, body });

beforeAll(async () => {
  identity = await startIdentity();
  const admin = await signInDemo(identity, 'admin');
  orgAdmin = (await newDistrict(identity, admin, 'Riverside Imported', ['Lincoln Elementary'])).orgAdmin;
  const preview = await previewOf(identity, orgAdmin, {
    'orgs.csv': ORGS,
    'users.csv': USERS,
    'classes.csv': CLASSES,
    'enrollments.csv': ENROLLMENTS,
  });
  expect((await run(identity, orgAdmin, preview.id)).status).toBe('applied');
  const schools = MyOrganization.parse(
    (await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body,
  ).schools;
  const found = schools.find((school) => school.name === 'Lincoln Elementary');
  if (!found) throw new Error('Lincoln Elementary was not imported');
  lincoln = found;
});
afterAll(async () => {
  await identity.stop();
});

describe('codes for imported people', () => {
  it('gives each slip the grade the roster gave, in last-name order', async () => {
    const response = await issue({ schoolId: lincoln.id });
    expect(response.status).toBe(201);
    const slips = ActivationCodeBatch.parse(response.body).slips;
    expect(slips.map((slip) => [slip.firstName, slip.lastName, slip.grade])).toEqual([
      ['Ben', 'Okafor', '03'],
      ['Cleo', 'Rossi', '04'],
      ['Ana', 'Silva', '03'],
    ]);
  });

  it('makes codes for one class: only the students enrolled in it', async () => {
    const response = await issue({ schoolId: lincoln.id, classId: 'cls-math' });
    expect(response.status).toBe(201);
    const batch = ActivationCodeBatch.parse(response.body);
    expect(batch.classId).toBe('cls-math');
    expect(batch.slips.map((slip) => slip.firstName)).toEqual(['Ben', 'Cleo']);
  });

  it('answers 404 for a class the district does not have', async () => {
    expect((await issue({ schoolId: lincoln.id, classId: 'cls-nowhere' })).status).toBe(404);
  });
});
