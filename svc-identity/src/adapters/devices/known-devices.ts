import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KnownDevices } from '../../ports/known-devices.port.js';

/** A shared family computer may know a few accounts; the newest are kept. */
const ACCOUNTS_PER_DEVICE = 5;
const PART = '[A-Za-z0-9_-]{22}';
const TOKEN = new RegExp(`^${PART}(\\.${PART}){0,${ACCOUNTS_PER_DEVICE}}$`);

/**
 * Known devices without storage: the token is `<deviceId>.<tag>.<tag>…`, a random device id and,
 * for each account that signed in on it, an HMAC of (account id, device id) under a server secret
 * (128 bits of it). Nothing in it names the account, only the server can make a tag, and a tag is
 * good for one account on one device.
 */
export function knownDevices(secret: Buffer): KnownDevices {
  const tagFor = (userId: string, deviceId: string): string =>
    createHmac('sha256', secret).update(`${userId}:${deviceId}`).digest('base64url').slice(0, 22);
  const parse = (token: string | undefined): { deviceId: string; tags: string[] } | null => {
    if (!token || !TOKEN.test(token)) return null;
    const [deviceId = '', ...tags] = token.split('.');
    return { deviceId, tags };
  };
  const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    recognise(token, userId) {
      const parsed = parse(token);
      if (!parsed) return null;
      const expected = tagFor(userId, parsed.deviceId);
      return parsed.tags.some((tag) => same(tag, expected)) ? parsed.deviceId : null;
    },
    remember(token, userId) {
      const parsed = parse(token);
      const deviceId = parsed?.deviceId ?? randomBytes(16).toString('base64url');
      const tag = tagFor(userId, deviceId);
      const others = (parsed?.tags ?? []).filter((known) => known !== tag);
      return [deviceId, tag, ...others].slice(0, ACCOUNTS_PER_DEVICE + 1).join('.');
    },
  };
}
