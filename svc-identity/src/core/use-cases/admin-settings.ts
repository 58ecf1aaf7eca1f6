import {
  ChangePasswordRequest,
  CreateStaffRequest,
  RegisterRequest,
  type BackoffSettings,
  type IdentitySettings,
} from '@heartwise/contracts';
import { MIN_GUESSES_LOG10 } from '../password-strength.js';

/** The limits svc-identity was started with (its configuration). */
export interface ConfiguredLimits {
  sessionTtlSeconds: number;
  signIn: { perDevice: BackoffSettings; perAccount: BackoffSettings; perAddress: BackoffSettings };
  knownDeviceDays: number;
  signUp: BackoffSettings;
}

/** Every schema that sets a password: the policy is whatever they enforce (the strictest of them). */
const passwordFields = [
  RegisterRequest.shape.password,
  CreateStaffRequest.shape.password,
  ChangePasswordRequest.shape.newPassword,
];

/**
 * The Settings tab: the values svc-identity runs with, read from its configuration, from the
 * very schemas that check password lengths and from the strength rule itself, so the page cannot
 * say one thing while the service does another.
 */
export function adminSettings(limits: ConfiguredLimits): IdentitySettings {
  return {
    sessionLifetimeSeconds: limits.sessionTtlSeconds,
    password: {
      minLength: Math.max(...passwordFields.map((field) => field.minLength ?? 0)),
      maxLength: Math.min(...passwordFields.map((field) => field.maxLength ?? Number.MAX_SAFE_INTEGER)),
      minGuessesLog10: MIN_GUESSES_LOG10,
    },
    signInLimits: { ...limits.signIn, knownDeviceDays: limits.knownDeviceDays },
    signUpLimits: limits.signUp,
  };
}
