import { EventEnvelope } from '@heartwise/contracts';
import type { EventHandler } from '../events/consumer.js';

/** A tiny cookie jar for HTTP tests: keeps what Set-Cookie said, sends it back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * What `subscribeToEvents` does with one delivered event, without the bus and the processed-ids
 * record: the envelope parsed by its contract, then the service's own handler. For consumer tests
 * (message pacts, projections) that call a service's real handlers with a given message.
 */
export function deliverTo(handlers: Record<string, EventHandler>): (message: unknown) => Promise<void> {
  return async (message) => {
    const envelope = EventEnvelope.parse(message);
    const handler = handlers[envelope.type];
    if (!handler) throw new Error(`No handler for ${envelope.type}`);
    await handler.handle(handler.schema.parse(envelope));
  };
}

export {
  badValue,
  carriesOperator,
  injectionObjects,
  injectionStrings,
  validValue,
} from './fuzz/arbitraries.js';
export {
  badRequests,
  checkReply,
  send,
  OVERSIZED_BYTES,
  type FuzzCase,
  type FuzzReply,
} from './fuzz/requests.js';
export { StoreWatch } from './fuzz/store-watch.js';
export {
  fuzzOperation,
  roleFor,
  startFuzzTarget,
  type FuzzTarget,
  type FuzzTargetOptions,
} from './fuzz/target.js';
export { testJwtKeys, testServiceEnv } from './service-env.js';
export { describeBearerFuzz, expectStoreUntouched, type BearerFuzzSuite } from './fuzz/suite.js';
export { infraProfile, infraScript, infraUrls, type InfraUrls } from './infra-servers.js';
export {
  observeStoreCommands,
  type CommandListener,
  type ObservedCommand,
} from '../adapters/mongo/command-observer.js';
export {
  classifyCommand,
  isKeyFilter,
  type StoreEngine,
  type StoreRead,
  type StoreReadKind,
} from '../adapters/mongo/command-classifier.js';
