import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_SCHEME } from '@heartwise/contracts';
import type { ContractSession } from './sessions.js';

/** One `st run`: a caller, the calls it makes, and how hard to try. */
export interface SchemathesisRun {
  name: string;
  /** The gateway's base URL (the document is read from its /api/docs). */
  url: string;
  session: ContractSession;
  /** `METHOD /path` labels, as the document names its operations. */
  operations: readonly string[];
  /**
   * Calls whose schema-valid requests a rule beyond JSON Schema can refuse with 400 (a password
   * strength estimate, a confirmation that must equal the password, the portal deciding between
   * username and email): for them 400 is one of the answers to valid data.
   */
  beyondSchema: readonly string[];
  maxExamples: number;
  seed: number;
  /** Where its config, report and output go. */
  dir: string;
}

/** The parts of Schemathesis' JSON report (`--report json`) a run is judged by. */
export interface SchemathesisReport {
  schemathesis_version: string;
  exit_code: number;
  running_time: number;
  operations: { selected: number; tested: number; errored: number };
  test_cases: { generated: number; with_failures: number };
  failures: { code: string; title: string; count: number; operations: string[] }[];
  errors: unknown[];
  warnings: unknown[];
}

export interface SchemathesisOutcome {
  run: string;
  report: SchemathesisReport;
  /** The console output, where each failure is explained with a curl line to reproduce it. */
  output: string;
  seconds: number;
}

const toml = (value: unknown): string => JSON.stringify(value);

/** The run's schemathesis.toml: the session, the headers a page on its portal sends, the exceptions. */
export function configOf(run: SchemathesisRun): string {
  const positive = ['2xx', '3xx', '400', '401', '403', '404', '409', '429'];
  return [
    `base-url = ${toml(run.url)}`,
    `seed = ${run.seed}`,
    // One worker: the target needs the other core, and Python 3.11.7's parser is not safe across the
    // threads more workers run in (CPython gh-106905: "AST constructor recursion depth mismatch"
    // while Hypothesis reads a lambda's source, a Runtime Error in the report).
    'workers = 1',
    `headers = { Host = ${toml(run.session.host)}, Origin = ${toml(run.session.origin)} }`,
    '',
    '[generation]',
    `max-examples = ${run.maxExamples}`,
    '',
    `[auth.openapi.${SESSION_SCHEME}]`,
    `api_key = ${toml(run.session.token)}`,
    ...run.beyondSchema.flatMap((label) => {
      const [verb = '', where = ''] = label.split(' ');
      return [
        '',
        '[[operations]]',
        `include-method = ${toml(verb)}`,
        `include-path = ${toml(where)}`,
        `checks.positive_data_acceptance.expected-statuses = ${toml(positive)}`,
      ];
    }),
    '',
  ].join('\n');
}

/** Runs Schemathesis with every check on; resolves with its report (failures included, never thrown). */
export async function runSchemathesis(st: string, run: SchemathesisRun): Promise<SchemathesisOutcome> {
  mkdirSync(run.dir, { recursive: true });
  const config = join(run.dir, 'schemathesis.toml');
  const reportPath = join(run.dir, 'report.json');
  writeFileSync(config, configOf(run));
  const args = [
    '--config-file',
    config,
    'run',
    `${run.url}/api/docs`,
    '--checks',
    'all',
    '--no-color',
    '--report',
    'json',
    '--report-json-path',
    reportPath,
    ...run.operations.flatMap((label) => ['--include-name', label]),
  ];
  const started = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(st, args, { cwd: run.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(text));
  });
  writeFileSync(join(run.dir, 'output.txt'), output);
  let report: SchemathesisReport;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as SchemathesisReport;
  } catch {
    throw new Error(`Schemathesis (${run.name}) wrote no report:\n${output.slice(-5_000)}`);
  }
  return { run: run.name, report, output, seconds: (Date.now() - started) / 1000 };
}
