/** The passkey API (docs/decisions/068): under /api/auth/, so never stored by a browser, a proxy or the service worker. */
export const passkeyPaths = {
  /** POST: → WebAuthn request options (a discoverable credential, user verification required). */
  signInOptions: "/api/auth/passkey/options",
  /** POST: `{ response }` (the browser's assertion) → the session cookie, as /api/auth/login. */
  signIn: "/api/auth/passkey/login",
  /** POST: `{ email, code }` → the session cookie; the code is spent. */
  recoverySignIn: "/api/auth/recovery-code/login",
  /** GET (admin): `{ passkeys, required, recoveryCodesLeft, confirmedUntil }`; POST (admin, confirmed): `{ name, response }` → `{ passkey, recoveryCodes? }`. */
  passkeys: "/api/auth/passkeys",
  /** POST (admin, confirmed): → WebAuthn creation options for a new passkey. */
  registrationOptions: "/api/auth/passkeys/options",
  /** DELETE (admin, confirmed): removes one passkey. */
  passkey: (id: string) => `/api/auth/passkeys/${id}`,
  /** PUT (admin, confirmed): `{ required }` switches "Require a passkey". */
  required: "/api/auth/passkeys/required",
  /** POST (admin, confirmed): → `{ recoveryCodes }`, a new set; the old set stops working. */
  recoveryCodes: "/api/auth/recovery-codes",
} as const;

/** One of the admin's passkeys as the dashboard lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SecurityState {
  passkeys: PasskeySummary[];
  required: boolean;
  recoveryCodesLeft: number;
  /** Until when the session may add, remove and switch without confirming again (ISO); in the past: confirm first. */
  confirmedUntil: string;
}

/**
 * Answered with 403 when a change needs the admin to confirm it is them again: signing in again (password
 * or passkey, with the same limits as any sign-in) gives the browser a fresh session.
 */
export const CONFIRM_AGAIN_MESSAGE = "Confirm it is you: enter your password or use a passkey.";
export const RECOVERY_CODE_COUNT = 10;
export const MAX_PASSKEY_NAME_LENGTH = 60;
