import { RemoteRoot } from '@heartwise/web-runtime';
import { Schools } from '../pages/schools/Schools.js';

/** Mounted by the shell at /org/schools (organization admins only). */
export default function SchoolsRemote() {
  return (
    <RemoteRoot name="portal">
      <Schools />
    </RemoteRoot>
  );
}
