import { describe, expect, it } from '@jest/globals';
import { documentKey, WritePolicy } from '../src/adapters/mongo/write-policy.js';

/** A write that records when it started and finished, and ends when told to. */
function gatedWrite(log: string[], name: string) {
  let finish = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const write = async () => {
    log.push(`${name} start`);
    await gate;
    log.push(`${name} end`);
    return name;
  };
  return { write, finish };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("FerretDB's write policy: one write at a time per document", () => {
  const a = documentKey('habits', 'a');
  const b = documentKey('habits', 'b');

  it('runs writes to different documents at the same time', async () => {
    const policy = new WritePolicy(true);
    const log: string[] = [];
    const first = gatedWrite(log, 'a');
    const second = gatedWrite(log, 'b');
    const done = [policy.exclusive(first.write, a), policy.exclusive(second.write, b)];
    await settle();
    expect(log).toEqual(['a start', 'b start']);
    second.finish();
    first.finish();
    await expect(Promise.all(done)).resolves.toEqual(['a', 'b']);
  });

  it('runs writes to one document one after another, in the order they came', async () => {
    const policy = new WritePolicy(true);
    const log: string[] = [];
    const first = gatedWrite(log, 'first');
    const second = gatedWrite(log, 'second');
    const done = [policy.exclusive(first.write, a), policy.exclusive(second.write, a)];
    await settle();
    expect(log).toEqual(['first start']);
    first.finish();
    await settle();
    expect(log).toEqual(['first start', 'first end', 'second start']);
    second.finish();
    await Promise.all(done);
  });

  it('runs a write that names no document after every write before it, and before every write after it', async () => {
    const policy = new WritePolicy(true);
    const log: string[] = [];
    const before = gatedWrite(log, 'a');
    const whole = gatedWrite(log, 'many');
    const after = gatedWrite(log, 'b');
    const done = [
      policy.exclusive(before.write, a),
      policy.exclusive(whole.write),
      policy.exclusive(after.write, b),
    ];
    await settle();
    expect(log).toEqual(['a start']);
    before.finish();
    await settle();
    expect(log).toEqual(['a start', 'a end', 'many start']);
    whole.finish();
    await settle();
    expect(log).toEqual(['a start', 'a end', 'many start', 'many end', 'b start']);
    after.finish();
    await Promise.all(done);
  });

  it('goes on after a write that failed', async () => {
    const policy = new WritePolicy(true);
    await expect(policy.exclusive(() => Promise.reject(new Error('refused')), a)).rejects.toThrow('refused');
    await expect(policy.exclusive(async () => 'next', a)).resolves.toBe('next');
    await expect(policy.exclusive(async () => 'whole')).resolves.toBe('whole');
  });

  it('does not hold writes back on MongoDB, whose writes compare and set', async () => {
    const policy = new WritePolicy(false);
    const log: string[] = [];
    const first = gatedWrite(log, 'first');
    const second = gatedWrite(log, 'second');
    const done = [policy.exclusive(first.write), policy.exclusive(second.write)];
    await settle();
    expect(log).toEqual(['first start', 'second start']);
    first.finish();
    second.finish();
    await Promise.all(done);
  });
});
