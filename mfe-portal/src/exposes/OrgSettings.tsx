import { RemoteRoot } from '@heartwise/web-runtime';
import { OrgSettings } from '../pages/settings/OrgSettings.js';

/** Mounted by the shell at /org/settings (organization admins only). */
export default function OrgSettingsRemote() {
  return (
    <RemoteRoot name="portal">
      <OrgSettings />
    </RemoteRoot>
  );
}
