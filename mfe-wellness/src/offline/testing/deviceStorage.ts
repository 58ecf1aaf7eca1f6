// What a browser gives the device outbox and jsdom lacks, for tests: structuredClone (which
// fake-indexeddb needs; import 'fake-indexeddb/auto' after this) and BroadcastChannel (Node's).
import { deserialize, serialize } from 'node:v8';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

if (typeof globalThis.structuredClone === 'undefined')
  Object.defineProperty(globalThis, 'structuredClone', {
    value: (value: unknown): unknown => deserialize(serialize(value)),
    configurable: true,
  });
if (typeof globalThis.BroadcastChannel === 'undefined')
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: NodeBroadcastChannel, configurable: true });
