import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../paths.js';

/** The pinned set (Schemathesis and every package it pulls in), one `name==version` a line. */
export const REQUIREMENTS = fromRoot('scripts/api-contract/requirements.txt');
/** Git-ignored; made by this script, never by hand. */
export const SCHEMATHESIS_HOME = fromRoot('.cache/schemathesis');

/** The Schemathesis version the requirements pin (what the report names). */
export function pinnedVersion(requirements = readFileSync(REQUIREMENTS, 'utf8')): string {
  const pin = /^schemathesis==(\S+)$/m.exec(requirements)?.[1];
  if (!pin) throw new Error(`${REQUIREMENTS} does not pin schemathesis (schemathesis==<version>)`);
  return pin;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`,
    );
  }
}

/**
 * The path of the `st` command, installed from PyPI into a virtualenv under .cache/ when missing
 * or when the pinned requirements changed since it was made (a stamp holds their hash). Python is
 * `python3` on the PATH, or PYTHON.
 */
export function ensureSchemathesis(home = SCHEMATHESIS_HOME): string {
  const requirements = readFileSync(REQUIREMENTS, 'utf8');
  pinnedVersion(requirements);
  const venv = join(home, 'venv');
  const st = join(venv, 'bin', 'st');
  const stamp = join(home, 'installed.sha256');
  const wanted = createHash('sha256').update(requirements).digest('hex');
  if (existsSync(st) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return st;

  // Anything half-made or of another pin goes: a fresh venv is ten seconds, a mixed one a puzzle.
  rmSync(venv, { recursive: true, force: true });
  rmSync(stamp, { force: true });
  mkdirSync(home, { recursive: true });
  run(process.env.PYTHON || 'python3', ['-m', 'venv', venv]);
  run(join(venv, 'bin', 'python'), [
    '-m',
    'pip',
    'install',
    '--disable-pip-version-check',
    '--no-input',
    '--quiet',
    '--requirement',
    REQUIREMENTS,
  ]);
  if (!existsSync(st)) throw new Error(`installing Schemathesis made no ${st}`);
  writeFileSync(stamp, `${wanted}\n`);
  return st;
}
