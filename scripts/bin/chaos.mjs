#!/usr/bin/env node
// npm run chaos: load and chaos scenarios (scripts/src/chaos) against the whole stack on the chaos
// infra profile's servers, on ports of its own so a developer's running copy is untouched.
// CHAOS_DURATION_S shortens the load (default 60), CHAOS_SCENARIOS=1,3 runs some scenarios only,
// CHAOS_KAFKA_DOWN_S (default 30), CHAOS_CONNECTIONS (default 200), CHAOS_YOUTHS (default 20),
// CHAOS_LOG_LEVEL (default fatal: the services' own logs stay out of the report).
// Build first: npx tsc -b tsconfig.build.json (npm run build:ts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Below 32768: Linux hands out 32768–60999 to outgoing connections, and the load opens many, so a
// port up there can be taken when a stopped service is started again.
const ports = {
  PORT: 29080,
  IDENTITY_PORT: 29001,
  WELLNESS_PORT: 29002,
  FORUM_PORT: 29003,
  MODERATION_PORT: 29004,
  REMOTE_WELLNESS_PORT: 29011,
  REMOTE_FORUM_PORT: 29012,
  REMOTE_ADMIN_PORT: 29013,
  REMOTE_PORTAL_PORT: 29014,
};
for (const [name, port] of Object.entries(ports)) process.env[name] = String(port);

await import(resolve(root, 'scripts/dist/chaos/main.js'));
