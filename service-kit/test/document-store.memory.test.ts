import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { documentStoreConformance } from './conformance/document-store.conformance.js';

documentStoreConformance('memory', async () => new MemoryDocumentStore());
