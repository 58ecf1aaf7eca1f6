import { infraUp } from './infra-env.js';
import { startStack } from './stack.js';

try {
  const infra = infraUp('dev');
  const stack = await startStack(infra, { logLevel: process.env.LOG_LEVEL ?? 'info' });
  const port = stack.ports.gateway;
  console.log(`
Heartwise is running (stack mode: each service its own process on MongoDB-wire, Kafka and Redis)

  Youth and parents   ${stack.url}
  Moderators          http://mod.localhost:${port}
  Administrators      http://admin.localhost:${port}
  API docs (OpenAPI)  ${stack.url}/api/docs

No demo accounts in this mode: sign up at ${stack.url}/auth.
Stop with Ctrl+C; the servers keep running until npm run infra:down.
`);
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error('Heartwise (stack) could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
