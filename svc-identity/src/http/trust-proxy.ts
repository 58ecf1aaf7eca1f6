/** TRUST_PROXY as Express's `trust proxy` wants it: a hop count, or the list of trusted addresses. */
export function trustProxy(setting: string): number | string[] {
  const trimmed = setting.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
