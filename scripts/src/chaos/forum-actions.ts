import type { Member } from './accounts.js';
import { callOf, messageOf, type Answer, type Call, type GatewayClient } from './http-client.js';
import { idOf } from './traffic-mix.js';
import { topicCatalogue } from '@heartwise/contracts';

const title = topicCatalogue[0]?.topics[0]?.title ?? '';

/** A youth starts a discussion whose words carry `marker`, so its moderation item can be found. */
export async function startDiscussion(client: GatewayClient, youth: Member, marker: string): Promise<string> {
  const answer = await once(
    client,
    youth,
    callOf('createThread', { body: { title, content: `${marker}: a calm week, sharing how it went.` } }),
  );
  const id = idOf(answer);
  if (answer.status !== 201 || !id)
    throw new Error(`starting a discussion answered ${answer.status}: ${messageOf(answer)}`);
  return id;
}

/** Another youth reports it (`reportThread`). */
export function reportThread(client: GatewayClient, youth: Member, threadId: string): Promise<Answer> {
  return once(
    client,
    youth,
    callOf('reportThread', { params: { id: threadId }, body: { reason: 'Spam or off-topic' } }),
  );
}

/** One call on a connection of its own. */
export async function once(client: GatewayClient, caller: Member, call: Call): Promise<Answer> {
  const agent = client.connection();
  try {
    return await client.send(agent, caller, call);
  } finally {
    agent.destroy();
  }
}
