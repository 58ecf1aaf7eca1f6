import { RemoteRoot } from '@heartwise/web-runtime';
import { ActivationCodes } from '../pages/activation-codes/ActivationCodes.js';

/** Mounted by the shell at /org/activation-codes (organization admins only). */
export default function ActivationCodesRemote() {
  return (
    <RemoteRoot name="portal">
      <ActivationCodes />
    </RemoteRoot>
  );
}
