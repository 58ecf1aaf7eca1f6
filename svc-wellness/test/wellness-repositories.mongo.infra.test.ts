import { randomBytes } from 'node:crypto';
import { MongoDocumentStore } from '@heartwise/service-kit';
import { wellnessRepositoriesConformance } from './conformance/wellness-repositories.conformance.js';
// The test servers' addresses, as service-kit's own infra suites find them (.infra/test/env or env).
import { infraUrls } from '../../service-kit/test/support/infra.js';

const { mongoUrl } = infraUrls();
// This run's own database on the test FerretDB, dropped at the end.
const database = `hw_test_wellness_${randomBytes(6).toString('hex')}`;

wellnessRepositoriesConformance(
  'mongo',
  () => MongoDocumentStore.connect(mongoUrl, database),
  async () => {
    const store = await MongoDocumentStore.connect(mongoUrl, database);
    await store.dropDatabase();
    await store.close();
  },
);
