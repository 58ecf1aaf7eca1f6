import { RemoteRoot } from '@heartwise/web-runtime';
import { People } from '../pages/people/People.js';

/** Mounted by the shell at /org/people (organization admins only). */
export default function PeopleRemote() {
  return (
    <RemoteRoot name="portal">
      <People />
    </RemoteRoot>
  );
}
