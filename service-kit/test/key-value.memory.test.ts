import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { keyValueConformance } from './conformance/key-value.conformance.js';

keyValueConformance('memory', async () => new MemoryKeyValueStore());
