import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { startGatewayStack, type GatewayStack } from './support/gateway-stack.js';

// Verifies mfe-admin's pact with the gateway (the admin overview's System Health, which the gateway
// answers itself) against the real gateway in front of the four real services, each on port 0 with
// the embedded adapters they share in `npm start`. The admin signs in through the gateway.
let stack: GatewayStack;
/** The session cookie of whoever the provider state signed in, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('the gateway, as the provider of mfe-admin', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: stack.gateway.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-admin-gateway.json')],
      logLevel: 'warn',
      stateHandlers: {
        'an admin is signed in': async () => {
          sessionCookie = await stack.signIn('admin');
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
