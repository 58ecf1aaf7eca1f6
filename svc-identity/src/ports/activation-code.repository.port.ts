/** One issued activation code, as stored: never the code itself, only its keyed hash (`id`). */
export interface ActivationCodeRecord {
  /** activationCodeKey(secret, code): the document's `_id`, so a typed code is one read by id. */
  id: string;
  userId: string;
  organizationId: string;
  issuedAt: string;
  expiresAt: string;
}

/**
 * Activation codes (issue 16): at most one live code per person. Issuing a new one replaces the
 * earlier, which stops working at once; a code is found only while it is its person's live one.
 */
export interface ActivationCodeRepository {
  /**
   * Stores `code` as its person's live code; their earlier code stops working. Codes that expired
   * unused are swept here now and then (no TTL indexes on FerretDB v1).
   */
  replace(code: ActivationCodeRecord): Promise<void>;
  /** The code with this key, if it is still its person's live code (expired or not: the caller decides). */
  findLive(id: string): Promise<ActivationCodeRecord | null>;
  /** Forgets the person's live code (used, or no longer needed). */
  forget(userId: string): Promise<void>;
}
