import { RemoteRoot } from '@heartwise/ui-kit';
import { ActivationCodes } from '../pages/activation-codes/ActivationCodes.js';

/** Mounted by the shell at /org/activation-codes (organization admins only). */
export default function ActivationCodesRemote() {
  return (
    <RemoteRoot name="portal">
      <ActivationCodes />
    </RemoteRoot>
  );
}
