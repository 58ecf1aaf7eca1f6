import type { Stack } from '../stack.js';
import type { InfraEnv } from '../infra-env.js';
import { hostsFor, signInModerator, signUpYouths, type Member } from './accounts.js';
import { callOf, GatewayClient, labelOf, messageOf } from './http-client.js';
import { habitIds, idOf, MixState, newThreadBody } from './traffic-mix.js';

/** Everything a scenario needs: the running stack, the people, and the run's settings. */
export interface ChaosContext {
  stack: Stack;
  infra: InfraEnv;
  client: GatewayClient;
  youths: Member[];
  moderator: Member;
  state: MixState;
  connections: number;
  /** Scenario 1's length. */
  loadSeconds: number;
  /** How long Kafka stays down in scenario 3. */
  kafkaOutageSeconds: number;
}

export interface ChaosSettings {
  connections: number;
  loadSeconds: number;
  kafkaOutageSeconds: number;
  youths: number;
}

/**
 * Signs the people up and gives the load something to work on: every youth's habits for today and
 * one discussion each, so reads and replies have threads from the first second.
 */
export async function prepare(stack: Stack, infra: InfraEnv, settings: ChaosSettings): Promise<ChaosContext> {
  const hosts = hostsFor(stack.ports.gateway ?? 0);
  // Loopback by address: "localhost" may resolve to ::1 first, where nothing listens.
  const client = new GatewayClient({ baseUrl: `http://127.0.0.1:${stack.ports.gateway}`, timeoutMs: 30_000 });
  const youths = await signUpYouths(client, hosts.main, settings.youths);
  const moderator = await signInModerator(client, hosts.mod, infra.MONGO_URL);
  const state = new MixState();
  const agent = client.connection();
  try {
    for (const youth of youths) {
      const habits = await client.send(agent, youth, callOf('todaysHabits'));
      if (habits.status !== 200)
        throw new Error(`${labelOf('todaysHabits')} answered ${habits.status}: ${messageOf(habits)}`);
      state.setHabits(youth.label, habitIds(habits));
      const thread = await client.send(
        agent,
        youth,
        callOf('createThread', { body: newThreadBody(`${youth.label} says hello before the chaos run.`) }),
      );
      const id = idOf(thread);
      if (thread.status !== 201 || !id)
        throw new Error(`${labelOf('createThread')} answered ${thread.status}: ${messageOf(thread)}`);
      state.addThread(id);
    }
  } finally {
    agent.destroy();
  }
  return {
    stack,
    infra,
    client,
    youths,
    moderator,
    state,
    connections: settings.connections,
    loadSeconds: settings.loadSeconds,
    kafkaOutageSeconds: settings.kafkaOutageSeconds,
  };
}
