import { randomBytes } from 'node:crypto';
import { MongoDocumentStore } from '../src/adapters/mongo/document-store.mongo.js';
import { membershipsConformance } from './conformance/memberships.conformance.js';
import { infraUrls } from './support/infra.js';

const { mongoUrl } = infraUrls();
// This run's own database, dropped at the end.
const database = `hw_test_memberships_${randomBytes(6).toString('hex')}`;

membershipsConformance(
  'FerretDB or MongoDB',
  () => MongoDocumentStore.connect(mongoUrl, database),
  async () => {
    const store = await MongoDocumentStore.connect(mongoUrl, database);
    await store.dropDatabase();
    await store.close();
  },
);
