#!/usr/bin/env node
// Our registry mirror lacks some platform-specific optional packages (for example a darwin build
// of the newest @swc/core), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lock ("Missing: … from lock file"). This adds each missing optional package as
// an entry marked optional: `npm ci` accepts the lock, tries it, and — as for any optional package
// that cannot be installed on this machine — skips it. Run after changing dependencies:
//   npm install && node scripts/lock/complete-optional-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as node does it: nested under the dependant first, then up to the root.
    const candidates = [];
    let base = path;
    while (true) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
      const cut = base.lastIndexOf('/node_modules/');
      if (!base) break;
      base = cut < 0 ? '' : base.slice(0, cut);
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    packages[`node_modules/${name}`] = { version: version.replace(/^[\^~=]/, ''), optional: true };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: ${added} missing optional platform package(s) recorded`);
