import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { MongoDocumentStore } from '@heartwise/service-kit';
import { threadListStories } from './conformance/thread-list.conformance.js';
// The test servers' addresses, as service-kit's own infra suites find them (.infra/test/env or env).
import { infraUrls } from '../../service-kit/test/support/infra.js';

const { mongoUrl } = infraUrls();
// A story's 260 threads are a few thousand round trips on FerretDB (each new thread also writes
// the finder's lists, issue 19).
jest.setTimeout(180_000);

// Each story its own database on the test FerretDB (the feed is one document per store), all
// dropped at the end.
const run = `hw_test_forum_feed_${randomBytes(6).toString('hex')}`;
const opened: MongoDocumentStore[] = [];

threadListStories('FerretDB or MongoDB', {
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
