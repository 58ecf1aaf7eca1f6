import { MemoryDocumentStore } from '@heartwise/service-kit';
import { userRepositoryConformance } from './conformance/user-repository.conformance.js';

// The users repository's stories on the embedded store.
userRepositoryConformance('embedded', async () => new MemoryDocumentStore());
