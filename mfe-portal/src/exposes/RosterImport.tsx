import { RemoteRoot } from '@heartwise/web-runtime';
import { RosterImport } from '../pages/roster-import/RosterImport.js';

/** Mounted by the shell at /org/import (organization admins only). */
export default function RosterImportRemote() {
  return (
    <RemoteRoot name="portal">
      <RosterImport />
    </RemoteRoot>
  );
}
