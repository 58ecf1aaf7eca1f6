import { jest } from '@jest/globals';
import { threadListStories } from './conformance/thread-list.conformance.js';
import { freshFerretStores } from './support/ferret-stores.js';

// A story's 260 threads are a few thousand round trips on FerretDB (each new thread also writes
// the finder's lists, issue 19).
jest.setTimeout(180_000);

threadListStories('FerretDB or MongoDB', freshFerretStores('hw_test_forum_feed'));
