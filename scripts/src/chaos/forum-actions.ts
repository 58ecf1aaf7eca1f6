import type { Member } from './accounts.js';
import { messageOf, type Answer, type GatewayClient } from './http-client.js';
import { idOf } from './traffic-mix.js';
import { topicCatalogue } from '@heartwise/contracts';

const title = topicCatalogue[0]?.topics[0]?.title ?? '';

/** A youth starts a discussion whose words carry `marker`, so its moderation item can be found. */
export async function startDiscussion(client: GatewayClient, youth: Member, marker: string): Promise<string> {
  const answer = await once(client, youth, 'POST', '/api/forum/threads', {
    title,
    content: `${marker}: a calm week, sharing how it went.`,
  });
  const id = idOf(answer);
  if (answer.status !== 201 || !id)
    throw new Error(`starting a discussion answered ${answer.status}: ${messageOf(answer)}`);
  return id;
}

/** Another youth reports it (POST /api/forum/threads/{id}/report). */
export function reportThread(client: GatewayClient, youth: Member, threadId: string): Promise<Answer> {
  return once(client, youth, 'POST', `/api/forum/threads/${threadId}/report`, {
    reason: 'Spam or off-topic',
  });
}

/** One call on a connection of its own. */
export async function once(
  client: GatewayClient,
  caller: Member,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const agent = client.connection();
  try {
    return await client.send(agent, caller, { method, path, ...(body === undefined ? {} : { body }) });
  } finally {
    agent.destroy();
  }
}
