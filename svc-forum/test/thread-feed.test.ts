import { MemoryDocumentStore } from '@heartwise/service-kit';
import { threadListStories } from './conformance/thread-list.conformance.js';

// The list's stories on the embedded store, a new one for each.
threadListStories('embedded', {
  open: () => Promise.resolve(new MemoryDocumentStore()),
  closeAll: () => Promise.resolve(),
});
