import { setTimeout as sleep } from 'node:timers/promises';
import { ModerationList, type ModerationItem } from '@heartwise/contracts';
import type { Member } from './accounts.js';
import { callOf, jsonOf, messageOf, type GatewayClient } from './http-client.js';

/** The pending queue as the moderator sees it (`moderationQueue` with status pending). */
export async function pendingItems(client: GatewayClient, moderator: Member): Promise<ModerationItem[]> {
  const agent = client.connection();
  try {
    const answer = await client.send(
      agent,
      moderator,
      callOf('moderationQueue', { query: { status: 'pending' } }),
    );
    if (answer.status !== 200)
      throw new Error(`the moderation queue answered ${answer.status}: ${messageOf(answer)}`);
    return ModerationList.parse(jsonOf(answer));
  } finally {
    agent.destroy();
  }
}

/**
 * Polls the pending queue until `done` says the items are all there, or the time is up; resolves
 * with the last list and how long it took (NaN when it never got there).
 */
export async function waitForQueue(
  client: GatewayClient,
  moderator: Member,
  done: (items: ModerationItem[]) => boolean,
  timeoutMs: number,
): Promise<{ items: ModerationItem[]; ms: number; lastError?: string }> {
  const started = Date.now();
  let items: ModerationItem[] = [];
  let lastError: string | undefined;
  while (Date.now() - started < timeoutMs) {
    try {
      items = await pendingItems(client, moderator);
      lastError = undefined;
      if (done(items)) return { items, ms: Date.now() - started };
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(500);
  }
  return { items, ms: Number.NaN, ...(lastError ? { lastError } : {}) };
}
