// Pact consumers run first (they write pacts/*.json); providers, which verify those files in the
// same run, come after. Everything else keeps a stable alphabetical order.
import Sequencer from '@jest/test-sequencer';

const rank = (path) => (path.includes('.consumer.pact.test.') ? 0 : 1);

// The package is CommonJS: its class arrives as the default export's `default`.
const BaseSequencer = Sequencer.default ?? Sequencer;

export default class PactSequencer extends BaseSequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  }
}
