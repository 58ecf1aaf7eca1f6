import { describe, expect, it } from '@jest/globals';
import { gaugeMiB, renderHeldMemory } from './heap-memory.js';

const metrics = [
  '# HELP nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.',
  '# TYPE nodejs_heap_size_total_bytes gauge',
  'nodejs_heap_size_total_bytes{service="svc-forum"} 209715200',
  'nodejs_heap_size_used_bytes 52428800',
  'nodejs_heap_size_used_bytes_extra 1',
].join('\n');

describe("the bench's memory probe", () => {
  it('reads a gauge from a /metrics page in MiB, and only that gauge', () => {
    expect(gaugeMiB(metrics, 'nodejs_heap_size_total_bytes')).toBe(200);
    expect(gaugeMiB(metrics, 'nodejs_heap_size_used_bytes')).toBe(50);
    expect(gaugeMiB(metrics, 'nodejs_external_memory_bytes')).toBeNaN();
    expect(gaugeMiB('', 'nodejs_heap_size_used_bytes')).toBeNaN();
  });

  it('says what it could not read rather than a zero', () => {
    const text = renderHeldMemory('Right after the peak', [
      { name: 'svc-forum', rssMiB: 294.6, heapTotalMiB: 212, heapUsedMiB: Number.NaN },
    ]);
    expect(text).toContain('#### Right after the peak');
    expect(text).toContain('| svc-forum | 295 MiB | 212 MiB | — |');
  });
});
