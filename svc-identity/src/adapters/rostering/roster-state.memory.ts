import type { RosterEntity, RosterState, RosterStateOf } from '../../core/rostering/roster-state.port.js';
import type { RosterStep } from '../../core/rostering/roster-steps.js';

type Stores = { [E in RosterEntity]: Map<string, RosterStateOf[E]> };

/**
 * One district's roster in memory (embedded mode, tests). `store` is the simplest apply: it keeps a
 * step's `next`, so a set imported twice finds nothing to do the second time.
 */
export class MemoryRosterState implements RosterState {
  private district: string | null = null;
  private readonly stores: Stores = {
    school: new Map(),
    class: new Map(),
    person: new Map(),
    enrollment: new Map(),
  };

  async districtSourcedId(): Promise<string | null> {
    return this.district;
  }

  async find<E extends RosterEntity>(
    entity: E,
    sourcedIds: readonly string[],
  ): Promise<ReadonlyMap<string, RosterStateOf[E]>> {
    const store: Map<string, RosterStateOf[E]> = this.stores[entity];
    const found = new Map<string, RosterStateOf[E]>();
    for (const id of sourcedIds) {
      const stored = store.get(id);
      if (stored !== undefined) found.set(id, stored);
    }
    return found;
  }

  async *activeSourcedIds(entity: 'school' | 'person'): AsyncGenerator<string> {
    // A copy: the apply may deactivate while this is read.
    const active = [...this.stores[entity].values()]
      .filter((stored) => stored.active)
      .map((stored) => stored.sourcedId);
    yield* active;
  }

  store(step: RosterStep): void {
    if (step.type === 'district' && step.action === 'link') this.district = step.sourcedId;
    if (!('next' in step) || step.action === 'unchanged' || step.next === null) return;
    (this.stores[step.type] as Map<string, RosterStateOf[RosterEntity]>).set(step.sourcedId, step.next);
  }

  get<E extends RosterEntity>(entity: E, sourcedId: string): RosterStateOf[E] | undefined {
    return this.stores[entity].get(sourcedId);
  }

  count(entity: RosterEntity, which: 'active' | 'all' = 'all'): number {
    const all = [...this.stores[entity].values()];
    return which === 'all' ? all.length : all.filter((stored) => stored.active).length;
  }
}
