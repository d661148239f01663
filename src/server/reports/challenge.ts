import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Clock } from "../clock.ts";
import type { ReportStore } from "../store/report-store.ts";

/** A challenge is accepted for this long after it was made. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The work asked of a browser: SHA-256 iterated `cost` times per try, until the key starts with
 * `keyPrefix` (three hex digits: about 4,000 tries, a second or two in a phone's browser, a moment for the
 * server to check). Enough to make sending reports in bulk cost real work; see docs/decisions/066.
 */
const WORK = { algorithm: "SHA-256", cost: 20, keyPrefix: "000" } as const;

export type ChallengeRefusal = "missing" | "malformed" | "forged" | "expired" | "used";

/**
 * ALTCHA proof of work (altcha-lib): challenges signed with a key derived from RATE_LIMIT_SECRET, valid
 * for 10 minutes by the app's clock, accepted once on every server (the used ones are kept in the
 * database until they expire).
 */
export class ReportChallenges {
  readonly #key: string;
  readonly #clock: Clock;
  readonly #store: Pick<ReportStore, "markChallengeUsed">;

  constructor(secret: string, clock: Clock, store: Pick<ReportStore, "markChallengeUsed">) {
    // Its own key, so a signature made for reports means nothing to anything else keyed by the secret.
    this.#key = createHmac("sha256", secret).update("condition-report-challenge").digest("hex");
    this.#clock = clock;
    this.#store = store;
  }

  /** A new challenge; its expiry is signed inside it. */
  async create(): Promise<Challenge> {
    // The expiry is data of our own rather than altcha-lib's `expiresAt`, which it checks against the
    // wall clock: the app's clock decides, so tests move it.
    const expires = this.#clock().getTime() + CHALLENGE_LIFETIME_MS;
    return createChallenge({ ...WORK, deriveKey, hmacSignatureSecret: this.#key, data: { expires } });
  }

  /** Checks the widget's payload (base64 of JSON `{ challenge, solution }`): null when accepted, else why not. */
  async redeem(payload: string | undefined): Promise<ChallengeRefusal | null> {
    if (!payload) return "missing";
    let parsed: { challenge?: Challenge; solution?: Solution };
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    } catch {
      return "malformed";
    }
    const { challenge, solution } = parsed ?? {};
    if (
      typeof challenge !== "object" ||
      challenge === null ||
      typeof challenge.parameters !== "object" ||
      challenge.parameters === null ||
      typeof solution !== "object" ||
      solution === null
    ) {
      return "malformed";
    }
    // Only our own parameters are worth the work of checking.
    const { algorithm, cost, keyPrefix, nonce, data } = challenge.parameters;
    if (algorithm !== WORK.algorithm || cost !== WORK.cost || keyPrefix !== WORK.keyPrefix || typeof nonce !== "string" || nonce.length > 128) {
      return "forged";
    }
    let verified: boolean;
    try {
      verified = (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.#key })).verified;
    } catch {
      return "malformed";
    }
    if (!verified) return "forged";
    const expires = data?.expires;
    const now = this.#clock();
    if (typeof expires !== "number" || expires < now.getTime()) return "expired";
    return (await this.#store.markChallengeUsed(nonce, new Date(expires), now)) ? null : "used";
  }
}
