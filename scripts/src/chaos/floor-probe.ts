import type { GatewayClient } from './http-client.js';

/**
 * The gateway's own floor while a scenario runs: one connection asking GET /healthz (answered by
 * the gateway alone, no session, no service) every `everyMs`. Its latency is pure queueing in the
 * gateway and on the machine, to tell that apart from the latency of a route.
 */
export function startFloorProbe(client: GatewayClient, host: string, everyMs = 50) {
  const latencies: number[] = [];
  let running = true;
  const agent = client.connection();
  const done = (async () => {
    while (running) {
      const answer = await client.send(agent, { host }, { method: 'GET', path: '/healthz' });
      if (answer.status === 200) latencies.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    agent.destroy();
  })();
  return {
    latencies,
    async stop(): Promise<number[]> {
      running = false;
      await done;
      return latencies;
    },
  };
}
