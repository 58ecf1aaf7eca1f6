import { RemoteRoot } from '@heartwise/web-runtime';
import { Districts } from '../pages/districts/Districts.js';

/** Mounted by the shell at /admin/districts. */
export default function DistrictsRemote() {
  return (
    <RemoteRoot name="admin">
      <Districts />
    </RemoteRoot>
  );
}
