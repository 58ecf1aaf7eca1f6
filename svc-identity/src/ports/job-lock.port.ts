/** A lock held for as long as a job runs, renewed while it works; freed by itself if the holder dies. */
export interface Lease {
  /** Extends the lease; call well within its length. */
  renew(): Promise<void>;
  release(): Promise<void>;
}

/** One job at a time per name (a district's imports), across every instance of the service. */
export interface JobLocks {
  /** The lease, or null when someone holds it. */
  take(name: string): Promise<Lease | null>;
}
