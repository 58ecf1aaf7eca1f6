import { describe, expect, it } from '@jest/globals';
import { cpus } from 'node:os';
import { cpuBetween, cpuSnapshot } from './cpu-time.js';

describe('CPU time per process over a window', () => {
  it('is what each process used between the snapshots, busiest first, as a share of every core', () => {
    const cores = cpus().length;
    const before = new Map([
      ['ferretdb', 100],
      ['gateway', 10],
      ['gone', 5],
    ]);
    const after = new Map([
      ['ferretdb', 130],
      ['gateway', 16],
      ['started later', 3],
    ]);
    expect(cpuBetween(before, after, 60)).toEqual([
      { process: 'ferretdb', seconds: 30, shareOfMachine: 30 / (60 * cores) },
      { process: 'gateway', seconds: 6, shareOfMachine: 6 / (60 * cores) },
    ]);
  });

  it("reads a live process's own time from /proc", async () => {
    const started = await cpuSnapshot({ me: process.pid }, 'no-such-profile');
    const until = performance.now() + 50;
    while (performance.now() < until); // burn a little CPU
    const later = await cpuSnapshot({ me: process.pid }, 'no-such-profile');
    expect(later.get('me')).toBeGreaterThan(started.get('me') ?? Infinity);
  });
});
