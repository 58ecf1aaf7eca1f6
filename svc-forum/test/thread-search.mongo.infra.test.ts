import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { MongoDocumentStore } from '@heartwise/service-kit';
import { threadSearchStories } from './conformance/thread-search.conformance.js';
// The test servers' addresses, as service-kit's own infra suites find them (.infra/test/env or env).
import { infraUrls } from '../../service-kit/test/support/infra.js';

const { mongoUrl } = infraUrls();
// Each thread is a few dozen list writes on FerretDB.
jest.setTimeout(60_000);

// Each story its own database on the test FerretDB (the lists are per store), all
// dropped at the end.
const run = `hw_test_forum_find_${randomBytes(6).toString('hex')}`;
const opened: MongoDocumentStore[] = [];

threadSearchStories('FerretDB or MongoDB', {
  async open() {
    const store = await MongoDocumentStore.connect(mongoUrl, `${run}_${opened.length}`);
    opened.push(store);
    return store;
  },
  async closeAll() {
    for (const store of opened) {
      await store.dropDatabase();
      await store.close();
    }
  },
});
