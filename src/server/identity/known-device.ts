import { createHash } from "node:crypto";
import { sign, unsign } from "@fastify/cookie";
import type { AdminAccount } from "../store/identity-store.ts";

/** The known-device cookie's name without the __Host- prefix production adds (see IdentityOptions.secureCookies). */
export const KNOWN_DEVICE_COOKIE_BASE = "rafhjol_known_device";

/** How long a browser stays known after its last successful sign-in. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's content before its signature: no e-mail, no address, nothing about the person. */
const MARKER = "known-device";

/**
 * The signing key is derived from the account's stored password hash: it is
 * secret, shared by every server through the database, belongs to this
 * account alone, and changes with the password (or the admin, with
 * `npm run admin -- --replace`), which makes every earlier marker invalid.
 */
function keyOf(account: AdminAccount): string {
  return createHash("sha256").update(`rafhjol known device\n${account.id}\n${account.passwordHash}`).digest("base64url");
}

/** The signed marker set in a browser where this account signed in. */
export function knownDeviceMarker(account: AdminAccount): string {
  return sign(MARKER, keyOf(account));
}

/** Whether the cookie's value is a marker this account's key signed. */
export function isKnownDevice(value: string | undefined, account: AdminAccount | undefined): boolean {
  if (!value || !account || value.length > 200) return false;
  const result = unsign(value, keyOf(account));
  return result.valid && result.value === MARKER;
}
