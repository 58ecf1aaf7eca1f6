/** Someone else holds the lock for longer than we are willing to wait. */
export class LockBusyError extends Error {}

/**
 * A lock across every instance of the service, for rules one document write cannot keep: "there is
 * always an administrator" reads the admins, then changes one. Throws LockBusyError when busy.
 */
export interface Lock {
  holding<R>(work: () => Promise<R>): Promise<R>;
}
