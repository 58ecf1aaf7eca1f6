/** The local port plan (README "Ports"); every one can be overridden through the environment. */
export const defaultPorts = {
  gateway: 8080,
  identity: 4001,
  wellness: 4002,
  forum: 4003,
  moderation: 4004,
  remoteWellness: 3001,
  remoteForum: 3002,
  remoteAdmin: 3003,
  remotePortal: 3004,
} as const;

export function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number (got "${value}")`);
  return port;
}
