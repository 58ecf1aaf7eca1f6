/**
 * A small OneRoster set for "Riverside Unified": two schools, a department and a state org, four
 * students, a teacher at both schools, a guardian, and three rows that can't be imported. The same
 * people in the 1.1 shape (role on users.csv) and the 1.2 shape (roles.csv).
 */
export const D1 = '2026-09-01T08:00:00.000Z';

export const ORGS = `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId
dist-rv,active,${D1},Riverside Unified,district,RU,
sch-lin,active,${D1},Lincoln Elementary,school,LIN,dist-rv
sch-map,active,${D1},Maple Middle,school,MAP,dist-rv
dep-art,active,${D1},Maple Art Department,department,,sch-map
st-ca,active,${D1},California,state,CA,
`;

/** 1.1: line 6 has no given name, line 7 a proctor, line 8 a school nobody knows. */
export const USERS_1_1 = `sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password
stu-1,active,${D1},true,sch-lin,student,ana.silva,,Ana,Silva,,1001,,,,par-1,03,
stu-2,active,${D1},true,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,
stu-3,active,${D1},true,sch-map,student,chloe.nguyen,,"Chloé","Nguyen, Jr",,1003,,,,,07,
stu-4,active,${D1},true,dep-art,student,dev.haddad,,Dev,Haddad,"Mae
Rose",1004,,,,,08,
stu-5,active,${D1},true,sch-lin,student,x,,,Kowalski,,1005,,,,,03,
stu-6,active,${D1},true,sch-lin,proctor,eli.ross,,Eli,Ross,,1006,,,,,,
stu-7,active,${D1},true,sch-gone,student,fatima.diaz,,Fatima,Diaz,,1007,,,,,05,
tch-1,active,${D1},true,"sch-lin,sch-map",teacher,gus.tanaka,,Gus,Tanaka,,2001,gus@riverside.example,,,,,
par-1,active,${D1},true,sch-lin,guardian,hana.silva,,Hana,Silva,,3001,hana@example.org,,,,,
`;

/** 1.2: the same people; their roles are in ROLES_1_2. */
export const USERS_1_2 = `sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns
stu-1,active,${D1},true,ana.silva,,Ana,Silva,,1001,,,,par-1,03,,,,,,sch-lin,
stu-2,active,${D1},true,ben.okafor,,Ben,Okafor,,1002,,,,,03,,,,,,,
stu-3,active,${D1},true,chloe.nguyen,,"Chloé","Nguyen, Jr",,1003,,,,,07,,,,,,sch-map,
stu-4,active,${D1},true,dev.haddad,,Dev,Haddad,"Mae
Rose",1004,,,,,08,,,,,,,
stu-5,active,${D1},true,x,,,Kowalski,,1005,,,,,03,,,,,,,
stu-6,active,${D1},true,eli.ross,,Eli,Ross,,1006,,,,,,,,,,,,
stu-7,active,${D1},true,fatima.diaz,,Fatima,Diaz,,1007,,,,,05,,,,,,,
tch-1,active,${D1},true,gus.tanaka,,Gus,Tanaka,,2001,gus@riverside.example,,,,,,,,,,,
par-1,active,${D1},true,hana.silva,,Hana,Silva,,3001,hana@example.org,,,,,,,,,,,
`;

/** Line 7 gives stu-6 a proctor's role, line 8 sends stu-7 to a school nobody knows. */
export const ROLES_1_2 = `sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId
r-1,active,${D1},stu-1,primary,student,,,sch-lin,
r-2,active,${D1},stu-2,primary,student,,,sch-lin,
r-3,active,${D1},stu-3,primary,student,,,sch-map,
r-4,active,${D1},stu-4,primary,student,,,dep-art,
r-5,active,${D1},stu-5,primary,student,,,sch-lin,
r-6,active,${D1},stu-6,primary,proctor,,,sch-lin,
r-7,active,${D1},stu-7,primary,student,,,sch-gone,
r-8,active,${D1},tch-1,primary,teacher,,,sch-lin,
r-9,active,${D1},tch-1,secondary,teacher,,,sch-map,
r-10,active,${D1},par-1,primary,guardian,,,sch-lin,
`;

export const SET_1_1 = { 'orgs.csv': ORGS, 'users.csv': USERS_1_1 };
export const SET_1_2 = { 'orgs.csv': ORGS, 'users.csv': USERS_1_2, 'roles.csv': ROLES_1_2 };

/** A manifest saying each named file is bulk or delta. */
export function manifest(modes: Record<string, 'bulk' | 'delta' | 'absent'>): string {
  const rows = Object.entries(modes).map(([file, mode]) => `file.${file.replace('.csv', '')},${mode}`);
  return ['propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2', ...rows, ''].join('\n');
}

/** The same header as USERS_1_1, for delta files of a few rows. */
export function users11(...rows: string[]): string {
  return [USERS_1_1.split('\n')[0], ...rows, ''].join('\n');
}
