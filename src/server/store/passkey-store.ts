/** The admin's passkeys, WebAuthn challenges under way, recovery codes and the passkey requirement. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  adminId: number;
  name: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export type ChallengePurpose = "register" | "authenticate";

export interface PasskeyStore {
  listPasskeys(adminId: number): Promise<StoredPasskey[]>;
  findPasskey(id: string): Promise<(StoredPasskey & { email: string; passkeyRequired: boolean }) | undefined>;
  addPasskey(passkey: Omit<StoredPasskey, "lastUsedAt">, actor: string): Promise<void>;
  /**
   * Records a use: the new sign count, only if it is still above the stored one (or both are 0, as synced
   * passkeys report), in one statement; false when another use got there first (a replay, a cloned key).
   */
  recordUse(id: string, previousCount: number, newCount: number, now: Date): Promise<boolean>;
  /** Removes one of the admin's passkeys; false when there was none with that id. */
  removePasskey(adminId: number, id: string, actor: string, now: Date): Promise<boolean>;
  setPasskeyRequired(adminId: number, required: boolean, actor: string, now: Date): Promise<void>;
  isPasskeyRequired(adminId: number): Promise<boolean>;

  saveChallenge(challenge: { challenge: string; purpose: ChallengePurpose; adminId: number | null; expiresAt: Date }): Promise<void>;
  /** Takes a challenge out, once: true only for the first taker, before it expires, for its purpose (and admin). */
  consumeChallenge(challenge: string, purpose: ChallengePurpose, adminId: number | null, now: Date): Promise<boolean>;
  deleteExpiredChallenges(now: Date): Promise<number>;

  /** Replaces the admin's recovery codes with these hashes: the old set stops working. */
  replaceRecoveryCodes(adminId: number, codeHashes: string[], actor: string, now: Date): Promise<void>;
  /** Spends one unused code with this hash, once; false when there is none. */
  spendRecoveryCode(adminId: number, codeHash: string, now: Date): Promise<boolean>;
  countRecoveryCodes(adminId: number): Promise<number>;

  /** Confirms the session's admin again (password or passkey): the sensitive changes are open for a while. */
  markSessionVerified(sessionId: string, now: Date): Promise<void>;
  /** Every passkey and recovery code of every admin gone, the requirement off: for a lost device. */
  resetPasskeys(actor: string, now: Date): Promise<{ passkeys: number; recoveryCodes: number }>;
}
