import { RemoteRoot } from '@heartwise/web-runtime';
import { Escalations } from '../pages/escalations/Escalations.js';

/** Mounted by the shell at /org/escalations (organization admins only). */
export default function EscalationsRemote() {
  return (
    <RemoteRoot name="portal">
      <Escalations />
    </RemoteRoot>
  );
}
