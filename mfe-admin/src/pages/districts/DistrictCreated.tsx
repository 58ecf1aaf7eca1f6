import type { CreatedOrganization } from '@heartwise/contracts';
import { Card, CardDescription, CardTitle } from '@heartwise/ui-kit';
import type { Ref } from 'react';
import { organizationPortalHost } from './portalAddress.js';

/**
 * Said once a district is made: where its organization admin signs in, and with what. Focused
 * when it appears (the form it replaces is gone), and announced.
 */
export function DistrictCreated({
  created,
  ref,
}: {
  created: CreatedOrganization;
  ref?: Ref<HTMLDivElement>;
}) {
  const { organization, admin } = created;
  const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email;
  const portal = organizationPortalHost(window.location.host);
  return (
    <Card ref={ref} role="status" tabIndex={-1} aria-labelledby={`created-${organization.id}`}>
      <CardTitle as="h2" id={`created-${organization.id}`}>
        {`${organization.name} is ready`}
      </CardTitle>
      <CardDescription>
        {`${name}, its organization admin, signs in at the Organization Portal (${portal}) with `}
        <strong>{admin.email}</strong>
        {' and the password you chose. Share the password with them privately.'}
      </CardDescription>
    </Card>
  );
}
