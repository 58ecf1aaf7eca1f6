import { build, type Histogram } from 'hdr-histogram-js';

/** req/s and latency of one call (or of all of them), as the report shows them. */
export interface CallFigures {
  call: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** At most this many failed answers are kept as samples: enough to see why, never a flood. */
export const ERROR_SAMPLES = 5;

// Microseconds, 3 significant digits: p99 within 0.1 % at any latency, a few KB per call.
const newHistogram = (): Histogram =>
  build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000_000,
    numberOfSignificantValueDigits: 3,
  });

interface CallTally {
  histogram: Histogram;
  errors: number;
}

/**
 * Every answer of a run, per call and overall: one HDR histogram per call (latency in µs) and a
 * count of failures. Recording is O(1) and allocation-free, so the driver stays light beside the
 * stack it loads. Latencies of failures are recorded too: a timeout is a latency the person saw.
 */
export class CallTallies {
  private readonly calls = new Map<string, CallTally>();
  private readonly samples: string[] = [];

  record(call: string, latencyMs: number, ok: boolean, failure?: () => string): void {
    let tally = this.calls.get(call);
    if (!tally) {
      tally = { histogram: newHistogram(), errors: 0 };
      this.calls.set(call, tally);
    }
    tally.histogram.recordValue(Math.max(1, Math.round(latencyMs * 1000)));
    if (ok) return;
    tally.errors += 1;
    if (failure && this.samples.length < ERROR_SAMPLES) this.samples.push(`${call}: ${failure()}`);
  }

  get errorSamples(): readonly string[] {
    return this.samples;
  }

  /** Each call's figures over `seconds`, in the order the calls were first seen. */
  perCall(seconds: number): CallFigures[] {
    return [...this.calls].map(([call, tally]) => figuresOf(call, tally.histogram, tally.errors, seconds));
  }

  /** All calls together over `seconds`. */
  overall(seconds: number, name = 'all calls'): CallFigures {
    const total = newHistogram();
    let errors = 0;
    for (const tally of this.calls.values()) {
      total.add(tally.histogram);
      errors += tally.errors;
    }
    const figures = figuresOf(name, total, errors, seconds);
    total.destroy();
    return figures;
  }

  /** Frees the histograms (a no-op for the JS ones, required for the WebAssembly kind). */
  destroy(): void {
    for (const tally of this.calls.values()) tally.histogram.destroy();
    this.calls.clear();
  }
}

function figuresOf(call: string, histogram: Histogram, errors: number, seconds: number): CallFigures {
  const requests = histogram.totalCount;
  const atPercentile = (p: number) =>
    requests === 0 ? Number.NaN : histogram.getValueAtPercentile(p) / 1000;
  return {
    call,
    requests,
    requestsPerSecond: seconds > 0 ? requests / seconds : Number.NaN,
    p50Ms: atPercentile(50),
    p99Ms: atPercentile(99),
    errors,
  };
}
