import { startEmbedded } from './embedded.js';
import { demoPasswordFrom } from './demo-password.js';

// The demo password is printed on purpose: embedded mode is a local demo with local-only accounts.
const demoPassword = demoPasswordFrom(process.env);

try {
  const running = await startEmbedded({ demoPassword, logLevel: process.env.LOG_LEVEL });
  const port = new URL(running.url).port;
  console.log(`
Heartwise is running (embedded mode: one process, in-memory data, nothing else to install)

  Youth and parents   ${running.url}
  Moderators          http://mod.localhost:${port}
  Administrators      http://admin.localhost:${port}
  Organizations       http://portal.localhost:${port}
  API docs (OpenAPI)  ${running.url}/api/docs

Demo accounts, password "${demoPassword}" (set DEMO_PASSWORD to choose another):
  youth      username demo-youth
  parent     username demo-parent
  moderator  moderator@heartwise.local   (sign in at mod.localhost)
  admin      admin@heartwise.local       (sign in at admin.localhost)
  org admin  org-admin@heartwise.local   (sign in at portal.localhost; district Riverside Unified)

Data lives in memory and is gone when you stop (Ctrl+C). For real MongoDB, Kafka and Redis: npm run start:stack
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(`Heartwise could not start: a port it needs is in use (${(error as Error).message}).`);
    console.error(
      'Stop whatever is using it, or choose other ports: PORT=8081 npm start (see README "Ports").',
    );
  } else {
    console.error('Heartwise could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
