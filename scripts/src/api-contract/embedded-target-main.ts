// The API contract run's target: the embedded default (startEmbedded, what `npm start` runs) in a
// process of its own, on the ports its environment names (0: free ones), with per-person write
// limits off. Prints one JSON line `{"url": …}` once listening; stops on SIGTERM.
import { startEmbedded } from '../embedded.js';
import { demoPasswordFrom } from '../demo-password.js';

try {
  const running = await startEmbedded({
    demoPassword: demoPasswordFrom(process.env),
    logLevel: process.env.LOG_LEVEL ?? 'error',
    // Schemathesis sends hundreds of writes as one person in a few minutes: counted, most would be
    // refused with 429 before reaching the checks under test (as service-kit's fuzz target does).
    // The limits themselves are tested in service-kit/test and gateway/test, and documented.
    serviceEnv: { WRITE_LIMITS: 'off' },
  });
  console.log(JSON.stringify({ url: running.url.replace('localhost', '127.0.0.1') }));
  process.once('SIGTERM', () => {
    void running.stop().then(() => process.exit(0));
  });
} catch (error) {
  console.error('the embedded default could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
