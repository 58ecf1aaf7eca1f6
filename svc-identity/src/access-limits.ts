import { createHmac } from 'node:crypto';
import type { KeyValueStore } from '@heartwise/service-kit';
import type { IdentityConfig } from './config.js';
import { Backoff, type BackoffRule } from './adapters/throttle/backoff.js';
import { signInThrottle, type SignInLimits } from './adapters/throttle/sign-in-throttle.js';
import { signUpThrottle } from './adapters/throttle/sign-up-throttle.js';
import { activationThrottle } from './adapters/throttle/activation-throttle.js';
import { knownDevices } from './adapters/devices/known-devices.js';

/**
 * Who may try how often (issue 15), from the configuration: sign-in slowing with known devices,
 * sign-ups per address, and wrong activation codes per address (issue 16). One place, so the Settings tab reads exactly what is enforced.
 */
export function accessLimits(config: IdentityConfig, kv: KeyValueStore, now: () => Date) {
  const backoff = new Backoff(kv, now);
  const signInRule = (freeTries: number, maxDelaySeconds: number): BackoffRule => ({
    freeTries,
    maxDelaySeconds,
    windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  });
  const signIn: SignInLimits = {
    perDevice: signInRule(config.LOGIN_FREE_FAILURES, config.LOGIN_MAX_DELAY_SECONDS),
    perAccount: signInRule(config.LOGIN_FREE_FAILURES_PER_ACCOUNT, config.LOGIN_MAX_DELAY_SECONDS),
    perAddress: signInRule(config.LOGIN_FREE_FAILURES_PER_ADDRESS, config.LOGIN_MAX_ADDRESS_DELAY_SECONDS),
  };
  const activation: BackoffRule = {
    freeTries: config.ACTIVATION_FREE_FAILURES_PER_ADDRESS,
    maxDelaySeconds: config.ACTIVATION_MAX_DELAY_SECONDS,
    windowSeconds: config.ACTIVATION_FAILURE_WINDOW_SECONDS,
  };
  const signUp: BackoffRule = {
    freeTries: config.SIGN_UPS_PER_ADDRESS,
    maxDelaySeconds: config.SIGN_UP_MAX_DELAY_SECONDS,
    windowSeconds: config.SIGN_UP_WINDOW_SECONDS,
  };
  // Without a secret of its own, one derived from the signing key: every replica shares it, and
  // it is exactly as secret.
  const secret = config.KNOWN_DEVICE_SECRET
    ? Buffer.from(config.KNOWN_DEVICE_SECRET)
    : createHmac('sha256', config.JWT_PRIVATE_KEY).update('heartwise known-device tokens').digest();
  return {
    throttle: signInThrottle(backoff, signIn),
    signUps: signUpThrottle(backoff, signUp),
    activations: activationThrottle(backoff, activation),
    devices: knownDevices(secret),
    knownDeviceDays: config.KNOWN_DEVICE_DAYS,
    signIn,
    signUp,
  };
}
