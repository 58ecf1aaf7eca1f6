import { RemoteRoot } from '@heartwise/ui-kit';
import { Districts } from '../pages/districts/Districts.js';

/** Mounted by the shell at /admin/districts. */
export default function DistrictsRemote() {
  return (
    <RemoteRoot name="admin">
      <Districts />
    </RemoteRoot>
  );
}
