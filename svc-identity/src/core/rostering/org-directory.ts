import { MAX_REMEMBERED_ORGS } from './roster-limits.js';
import type { RosterSchoolState, RosterState } from './roster-state.port.js';

interface OrgEntry {
  name: string;
  type: string;
  parentSourcedId: string | null;
  line: number;
}

/** Where an org reference leads, for a person or a class. */
export type OrgPlace =
  | { place: 'school'; schoolSourcedId: string }
  | { place: 'district' }
  /** A real org, but not one a person can belong to in Heartwise (a state, a local authority…). */
  | { place: 'other'; orgType: string }
  /** Its orgs.csv row was refused, so nothing can belong to it this time. */
  | { place: 'refused'; line: number }
  | { place: 'unknown' };

/**
 * The orgs of this set (orgs.csv, held whole: it is small and every file refers to it) and those
 * already imported, looked up in the stored roster in batches.
 */
export class OrgDirectory {
  private readonly inSet = new Map<string, OrgEntry>();
  private readonly refused = new Map<string, number>();
  private readonly stored = new Map<string, RosterSchoolState | null>();
  private setDistrict: { sourcedId: string; name: string; line: number } | null = null;

  constructor(
    private readonly state: RosterState,
    readonly storedDistrictSourcedId: string | null,
  ) {}

  /** Orgs of this set held, refused rows included (they are held too, to explain references to them). */
  get size(): number {
    return this.inSet.size + this.refused.size;
  }

  get district(): { sourcedId: string; name: string; line: number } | null {
    return this.setDistrict;
  }

  lineOf(sourcedId: string): number | null {
    return this.inSet.get(sourcedId)?.line ?? null;
  }

  hasInSet(sourcedId: string): boolean {
    return this.inSet.has(sourcedId);
  }

  addFromSet(sourcedId: string, entry: OrgEntry): void {
    this.inSet.set(sourcedId, entry);
    if (entry.type === 'district' && this.setDistrict === null) {
      this.setDistrict = { sourcedId, name: entry.name, line: entry.line };
    }
  }

  /** An orgs.csv row that was refused: whatever refers to it is told why, not that it doesn't exist. */
  addRefused(sourcedId: string, line: number): void {
    if (!this.inSet.has(sourcedId)) this.refused.set(sourcedId, line);
  }

  /** Looks up, in one call, the ids that are neither in this set nor remembered. */
  async prefetch(sourcedIds: Iterable<string>): Promise<void> {
    const missing = new Set<string>();
    for (const id of sourcedIds) {
      const known = this.inSet.has(id) || this.refused.has(id) || this.stored.has(id) || this.isDistrict(id);
      if (!known) missing.add(id);
    }
    if (missing.size === 0) return;
    const found = await this.state.find('school', [...missing]);
    // Bogus ids can't grow memory: past the cap, start remembering afresh (this batch stays answered).
    if (this.stored.size + missing.size > MAX_REMEMBERED_ORGS) this.stored.clear();
    for (const id of missing) this.stored.set(id, found.get(id) ?? null);
  }

  private isDistrict(id: string): boolean {
    return id === this.storedDistrictSourcedId || id === this.setDistrict?.sourcedId;
  }

  /** Where `sourcedId` leads; call `prefetch` with it first. A department stands for its school. */
  resolve(sourcedId: string): OrgPlace {
    const entry = this.inSet.get(sourcedId);
    if (entry) {
      if (entry.type === 'school') return { place: 'school', schoolSourcedId: sourcedId };
      if (entry.type === 'district') return { place: 'district' };
      if (entry.type === 'department' && entry.parentSourcedId !== null) {
        const parent = this.inSet.get(entry.parentSourcedId);
        if (parent?.type === 'school') return { place: 'school', schoolSourcedId: entry.parentSourcedId };
      }
      return { place: 'other', orgType: entry.type };
    }
    if (this.isDistrict(sourcedId)) return { place: 'district' };
    const refusedAt = this.refused.get(sourcedId);
    if (refusedAt !== undefined) return { place: 'refused', line: refusedAt };
    if (this.stored.get(sourcedId)) return { place: 'school', schoolSourcedId: sourcedId };
    return { place: 'unknown' };
  }

  /** The school's name, for the preview. */
  nameOf(schoolSourcedId: string): string {
    return this.inSet.get(schoolSourcedId)?.name ?? this.stored.get(schoolSourcedId)?.name ?? schoolSourcedId;
  }
}
