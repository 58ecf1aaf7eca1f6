/**
 * TRUST_PROXY as Express's `trust proxy` wants it: a hop count (0 trusts no one), or the list of
 * trusted addresses and subnets (`loopback`, `10.0.0.0/8`). Whom to believe about `req.ip` matters:
 * sign-in limits count failures per address.
 */
export function trustProxy(setting: string): number | string[] {
  const trimmed = setting.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
