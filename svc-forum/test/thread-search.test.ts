import { MemoryDocumentStore } from '@heartwise/service-kit';
import { threadSearchStories } from './conformance/thread-search.conformance.js';

// The finder's stories on the embedded store, a new one for each.
threadSearchStories('embedded', {
  open: () => Promise.resolve(new MemoryDocumentStore()),
  closeAll: () => Promise.resolve(),
});
