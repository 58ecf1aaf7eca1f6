import {
  ChangePasswordRequest,
  CreateStaffRequest,
  RegisterRequest,
  type IdentitySettings,
} from '@heartwise/contracts';

export interface ConfiguredLimits {
  sessionTtlSeconds: number;
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginFailureWindowSeconds: number;
}

/** Every schema that sets a password: the policy is whatever they enforce (the strictest of them). */
const passwordFields = [
  RegisterRequest.shape.password,
  CreateStaffRequest.shape.password,
  ChangePasswordRequest.shape.newPassword,
];

/**
 * The Settings tab: the values svc-identity runs with, read from its configuration and from the
 * very schemas that check passwords, so the page cannot say one thing while the service does another.
 */
export function adminSettings(limits: ConfiguredLimits): IdentitySettings {
  return {
    sessionLifetimeSeconds: limits.sessionTtlSeconds,
    password: {
      minLength: Math.max(...passwordFields.map((field) => field.minLength ?? 0)),
      maxLength: Math.min(...passwordFields.map((field) => field.maxLength ?? Number.MAX_SAFE_INTEGER)),
    },
    signInLimits: {
      failuresPerAccount: limits.loginFailuresPerAccount,
      failuresPerAddress: limits.loginFailuresPerAddress,
      windowSeconds: limits.loginFailureWindowSeconds,
    },
  };
}
