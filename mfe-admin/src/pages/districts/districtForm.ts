import type { CreateOrganizationRequest } from '@heartwise/contracts';

/** A fresh form: one school row to start with (a district needs at least one). */
export const emptyDistrict = (): CreateOrganizationRequest => ({
  name: '',
  schools: [{ name: '' }],
  admin: { firstName: '', lastName: '', email: '', password: '' },
});
