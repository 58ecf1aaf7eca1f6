import { describe, expect, it } from '@jest/globals';
import { CallTallies, ERROR_SAMPLES } from './figures.js';

describe('the morning peak figures', () => {
  it("gives each call's count, rate and percentiles, in the order the calls were first seen", () => {
    const tallies = new CallTallies();
    for (let ms = 1; ms <= 100; ms += 1) tallies.record('listThreads', ms, true);
    tallies.record('login', 250, true);
    tallies.record('login', 50, false, () => '401: wrong password');

    const [list, login] = tallies.perCall(10);
    expect(list?.call).toBe('listThreads');
    expect(list?.requests).toBe(100);
    expect(list?.requestsPerSecond).toBe(10);
    // HDR with 3 significant digits: within 0.1 % of the exact nearest-rank value.
    expect(list?.p50Ms).toBeCloseTo(50, 1);
    expect(list?.p99Ms).toBeCloseTo(99, 1);
    expect(list?.errors).toBe(0);
    expect(login).toMatchObject({ call: 'login', requests: 2, requestsPerSecond: 0.2, errors: 1 });
    expect(login?.p99Ms).toBeCloseTo(250, 0);
    tallies.destroy();
  });

  it('puts every call together overall: all requests, all errors, the percentiles of all latencies', () => {
    const tallies = new CallTallies();
    for (let i = 0; i < 98; i += 1) tallies.record('todaysHabits', 10, true);
    tallies.record('saveCheckIn', 400, false, () => '500');
    tallies.record('saveCheckIn', 900, true);

    const overall = tallies.overall(4);
    expect(overall).toMatchObject({ call: 'all calls', requests: 100, requestsPerSecond: 25, errors: 1 });
    expect(overall.p50Ms).toBeCloseTo(10, 1);
    expect(overall.p99Ms).toBeCloseTo(400, 0);
    expect(tallies.overall(4, 'saveCheckIn alone')).toMatchObject({ call: 'saveCheckIn alone' });
    tallies.destroy();
  });

  it('keeps only the first few failures as samples, each under its call', () => {
    const tallies = new CallTallies();
    for (let i = 0; i < ERROR_SAMPLES + 3; i += 1) tallies.record('createReply', 5, false, () => `409 #${i}`);
    tallies.record('createReply', 5, true, () => 'never asked');
    expect(tallies.errorSamples).toHaveLength(ERROR_SAMPLES);
    expect(tallies.errorSamples[0]).toBe('createReply: 409 #0');
    expect(tallies.perCall(1)[0]?.errors).toBe(ERROR_SAMPLES + 3);
    tallies.destroy();
  });

  it('counts sub-millisecond answers and says NaN when nothing was measured', () => {
    const tallies = new CallTallies();
    tallies.record('helplines', 0.2, true);
    expect(tallies.perCall(1)[0]?.p99Ms).toBeCloseTo(0.2, 3);
    const empty = new CallTallies();
    expect(empty.perCall(1)).toEqual([]);
    const none = empty.overall(1);
    expect(none.requests).toBe(0);
    expect(none.p99Ms).toBeNaN();
    tallies.destroy();
  });
});
