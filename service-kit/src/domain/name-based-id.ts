import { v5 } from 'uuid';

/**
 * An RFC 9562 version 5 UUID (name-based, SHA-1): the same namespace and name always give the same
 * id. A repeated offline tap, or a seeding run again, finds by `_id` what it made the first time.
 */
export const nameBasedUuid = (namespace: string, name: string): string => v5(name, namespace);
