/**
 * Runs the work given for one key one at a time, in the order given; work for other keys runs
 * freely. A read model written by compare-and-set loses every race to writers in its own process
 * when many arrive at once (ten check-ins of one person in flight gave up after eight rounds and
 * answered 500), so changes to one document queue here and compare-and-set is left to settle only
 * what other processes do. A failed piece of work fails only its own caller.
 */
export function oneAtATime(): <R>(key: string, work: () => Promise<R>) => Promise<R> {
  const queues = new Map<string, Promise<unknown>>();
  return <R>(key: string, work: () => Promise<R>): Promise<R> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}
