import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Clock } from "../clock.ts";
import type { ReportStore } from "../store/report-store.ts";

/** A challenge is accepted for this long after it was made. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The work asked of a browser: SHA-256 iterated `cost` times per try, for every counter up to a secret one
 * drawn between COUNTER_MIN and COUNTER_MAX (altcha-lib's deterministic mode), so every visitor does about
 * the same work, at most 50,000 hashes: a second or two in a phone's browser, never the long tail of a
 * random search, and a single hash for the server to check. See docs/decisions/066.
 */
const WORK = { algorithm: "SHA-256", cost: 10 } as const;
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 5_000;

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
    return createChallenge({ ...WORK, counter: randomInt(COUNTER_MAX, COUNTER_MIN), deriveKey, hmacSignatureSecret: this.#key, data: { expires } });
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
    const { algorithm, cost, nonce, data } = challenge.parameters;
    if (algorithm !== WORK.algorithm || cost !== WORK.cost || typeof nonce !== "string" || nonce.length > 128) {
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
