import type { CreateOrganizationRequest } from '@heartwise/contracts';
import { ErrorBody } from '@heartwise/contracts';
import { ApiError } from '@heartwise/web-runtime';
import type { FieldPath } from 'react-hook-form';

/** A refusal's sentence and the field of the form it belongs beside. */
export interface FieldProblem {
  field: FieldPath<CreateOrganizationRequest>;
  message: string;
}

const namedFields = new Set<string>([
  'name',
  'admin.firstName',
  'admin.lastName',
  'admin.email',
  'admin.password',
]);

/** The form's field for an issue's path (`['schools', 0, 'name']` → `schools.0.name`), if it has one. */
function fieldOf(path: ReadonlyArray<string | number>): FieldPath<CreateOrganizationRequest> | null {
  const joined = path.join('.');
  if (joined === 'schools' || /^schools\.\d+\.name$/.test(joined) || namedFields.has(joined))
    return joined as FieldPath<CreateOrganizationRequest>;
  return null;
}

function errorBodyOf(error: ApiError): ErrorBody | null {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Where svc-identity's refusal of a new district goes in the form (contracts'
 * organization.operations.ts): a 400's issues beside their fields, and its one 400 without
 * issues, a password too easy to guess, beside the password; a 409 beside the email when it is
 * the email that is taken, else beside the district's name. Empty when the refusal belongs to no
 * field (the form then says it under the fields).
 */
export function refusalFields(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  const body = errorBodyOf(error);
  if (!body) return [];
  if (error.status === 400) {
    if (!body.issues?.length) return [{ field: 'admin.password', message: body.message }];
    return body.issues.flatMap((issue) => {
      const field = fieldOf(issue.path);
      return field ? [{ field, message: issue.message }] : [];
    });
  }
  if (error.status === 409) {
    return [{ field: /email/i.test(body.message) ? 'admin.email' : 'name', message: body.message }];
  }
  return [];
}
