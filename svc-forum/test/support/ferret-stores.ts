import { randomBytes } from 'node:crypto';
import { MongoDocumentStore } from '@heartwise/service-kit';
import type { FreshStores } from '../conformance/thread-list.conformance.js';
// The test servers' addresses, as service-kit's own infra suites find them (.infra/test/env or env).
import { infraUrls } from '../../../service-kit/test/support/infra.js';

/**
 * Fresh stores on the test FerretDB for the conformance stories: each story its own database (the
 * feed and the finder's lists are one set per store), named `<prefix>_<run>_<n>`, all dropped at
 * the end.
 */
export function freshFerretStores(prefix: string): FreshStores {
  const { mongoUrl } = infraUrls();
  const run = `${prefix}_${randomBytes(6).toString('hex')}`;
  const opened: MongoDocumentStore[] = [];
  return {
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
  };
}
