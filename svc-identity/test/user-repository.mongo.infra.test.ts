import { randomBytes } from 'node:crypto';
import { MongoDocumentStore } from '@heartwise/service-kit';
import { infraUrls } from '@heartwise/service-kit/testing';
import { userRepositoryConformance } from './conformance/user-repository.conformance.js';

// The users repository's stories on the real FerretDB, in a database of this run's own, dropped at the end.
userRepositoryConformance(
  'FerretDB or MongoDB',
  () =>
    MongoDocumentStore.connect(
      infraUrls().mongoUrl,
      `hw_test_identity_users_${randomBytes(6).toString('hex')}`,
    ),
  async (store) => {
    await store.dropDatabase();
    await store.close();
  },
);
