import { createHash, randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../shared/passkey-paths.ts";

// Crockford's base 32 without I, L, O, U: nothing to misread when the code is typed from paper.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A new code: 80 random bits as 16 characters in four groups (xxxx-xxxx-xxxx-xxxx). */
function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = "";
  for (let index = 0; index < 16; index++) {
    text = ALPHABET[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text.match(/.{4}/g)?.join("-") ?? text;
}

/** A code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * Codes this random need no slow hash: 80 bits cannot be guessed from SHA-256, and sign-in attempts are
 * limited. Only the hash is stored; the code is shown to the admin once.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
