import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MessageProviderPact } from '@pact-foundation/pact';
import { startModeration, type Moderation } from './support/moderation-harness.js';
import { produceMessage, scenarioOf } from './support/decision-messages.js';

/**
 * svc-moderation, as the producer of `moderation.decision.made` (version 2) and
 * `moderation.sanction.issued` / `.lifted`: verifies every message pact whose provider is
 * svc-moderation in pacts/ (written by the consumers earlier in the same run). No message is made
 * up here: what each expected message is (its type, and its example payload's decision, kind of
 * item and content type, or sanction) decides how it is made. A report or a screening reaches the
 * real service over the bus, staff decide or sanction over HTTP, the use case mints the event into
 * its outbox, the relay publishes it, and what the bus delivered is checked against the pact.
 */
const PROVIDER = 'svc-moderation';

const PactFile = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(
    z.object({
      type: z.string(),
      description: z.string(),
      contents: z.object({ content: z.unknown() }).optional(),
    }),
  ),
});

/** The message pacts (V4 asynchronous messages) naming svc-moderation as their provider. */
function messagePactsOf(provider: string) {
  const dir = resolve(process.cwd(), 'pacts');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return files.flatMap((name) => {
    const path = join(dir, name);
    const pact = PactFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    const messages =
      pact.interactions.length > 0 &&
      pact.interactions.every((interaction) => interaction.type === 'Asynchronous/Messages');
    return pact.provider.name === provider && messages
      ? [{ path, consumer: pact.consumer.name, interactions: pact.interactions }]
      : [];
  });
}

let moderation: Moderation;

beforeAll(async () => {
  moderation = await startModeration();
});
afterAll(async () => {
  await moderation.stop();
});

describe('svc-moderation, as the producer of moderation decisions', () => {
  it('honours the message pacts of every consumer', async () => {
    const pacts = messagePactsOf(PROVIDER);
    // Never a silent pass: the forum, which applies every decision and sanction, has written its pact.
    expect(pacts.map((pact) => pact.consumer).sort()).toEqual(['svc-forum']);

    const messageProviders = Object.fromEntries(
      pacts.flatMap((pact) =>
        pact.interactions.map(({ description, contents }) => {
          const scenario = scenarioOf(description, contents?.content);
          return [description, () => produceMessage(moderation, scenario)];
        }),
      ),
    );
    await new MessageProviderPact({
      provider: PROVIDER,
      pactUrls: pacts.map((pact) => pact.path),
      messageProviders,
      logLevel: 'warn',
    }).verify();
  }, 120_000);
});
