import { jest } from '@jest/globals';
import { threadSearchStories } from './conformance/thread-search.conformance.js';
import { freshFerretStores } from './support/ferret-stores.js';

// Each thread is a few dozen list writes on FerretDB.
jest.setTimeout(60_000);

threadSearchStories('FerretDB or MongoDB', freshFerretStores('hw_test_forum_find'));
