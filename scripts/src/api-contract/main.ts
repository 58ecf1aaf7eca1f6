// The API contract check alone, printing each run's failures in full (npm run test:api runs the
// jest test around the same check; this is for looking at what Schemathesis found).
import { fromRoot } from '../paths.js';
import { checkApiContract } from './check.js';

const dir = fromRoot('test-results/api-contract');
const maxExamples = process.env.API_CONTRACT_EXAMPLES ? Number(process.env.API_CONTRACT_EXAMPLES) : undefined;
const check = await checkApiContract({ dir, ...(maxExamples ? { maxExamples } : {}), log: console.log });
let failed = false;
for (const outcome of check.outcomes) {
  const { failures, errors } = outcome.report;
  if (failures.length === 0 && errors.length === 0) continue;
  failed = true;
  console.log(`\n===== ${outcome.run} =====\n${outcome.output}`);
}
console.log(
  `\n${failed ? 'Failures found' : 'No failure'} in ${check.seconds.toFixed(0)} s (reports in ${dir})`,
);
process.exit(failed ? 1 : 0);
