import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** OWASP ASVS level 1: at least 12 characters, no composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** OWASP's recommended scrypt cost: N = 2^17, r = 8, p = 1 (about 0.3 s and 128 MiB here). */
export const DEFAULT_SCRYPT_LOG_N = 17;

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Why a password may not be set, or null when it may. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

/** "scrypt$<logN>$<salt>$<key>": the cost is stored with the hash so it can be raised later. */
export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, logN);
  return `scrypt$${logN}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !logN || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), Number(logN));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
