/** Who agreed to the Community Guidelines, and when (the first time counts). */
export interface ConsentRepository {
  acceptedAt(userId: string): Promise<string | null>;
  /** Keeps the first agreement; returns when the person agreed. */
  accept(userId: string, at: string): Promise<string>;
  erase(userId: string): Promise<void>;
}
