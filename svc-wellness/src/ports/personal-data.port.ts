/** Everything svc-wellness keeps that belongs to one person, as one thing that can be erased. */
export interface PersonalData {
  /** Erases every record of the person; safe to run again. Returns how many records went. */
  eraseAllOf(userId: string): Promise<number>;
}
