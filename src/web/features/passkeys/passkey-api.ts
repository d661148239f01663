import { apiPaths, WRITE_HEADER } from "../../../shared/api-paths.ts";
import { CONFIRM_AGAIN_MESSAGE, type PasskeySummary, passkeyPaths, type SecurityState } from "../../../shared/passkey-paths.ts";

/** A change refused until the admin confirms it is them (signs in again). */
export class ConfirmAgainError extends Error {}

async function call<T>(url: string, method = "GET", body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    cache: "no-store",
    headers: {
      accept: "application/json",
      [WRITE_HEADER.name]: WRITE_HEADER.value,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof answer?.message === "string" ? answer.message : `HTTP error! Status: ${response.status}`;
  if (response.status === 403 && message === CONFIRM_AGAIN_MESSAGE) throw new ConfirmAgainError(message);
  if (!response.ok) throw new Error(message);
  return answer as T;
}

// The browser library is loaded only when a passkey button is pressed: the sign-in page's first load stays small.
const browserLibrary = () => import("@simplewebauthn/browser");

/** Asks the browser for one of this site's passkeys and signs in with it: a new session, as the password form gives. */
export async function signInWithPasskey(): Promise<{ email: string }> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([browserLibrary(), call<never>(passkeyPaths.signInOptions, "POST")]);
  const response = await startAuthentication({ optionsJSON });
  return call<{ email: string }>(passkeyPaths.signIn, "POST", { response });
}

export const signInWithRecoveryCode = (email: string, code: string) => call<{ email: string }>(passkeyPaths.recoverySignIn, "POST", { email, code });

/** The password again, to confirm a change: a fresh session (the same limits as any sign-in). */
export const confirmWithPassword = (email: string, password: string) => call<{ email: string }>(apiPaths.login, "POST", { email, password });

export const securityState = () => call<SecurityState>(passkeyPaths.passkeys);

export async function addPasskey(name: string): Promise<{ message: string; passkey: PasskeySummary; recoveryCodes?: string[] }> {
  const optionsJSON = await call<never>(passkeyPaths.registrationOptions, "POST");
  const { startRegistration } = await browserLibrary();
  const response = await startRegistration({ optionsJSON });
  return call(passkeyPaths.passkeys, "POST", { name, response });
}

export const removePasskey = (id: string) => call<{ message: string }>(passkeyPaths.passkey(id), "DELETE");
export const setPasskeyRequired = (required: boolean) => call<{ message: string }>(passkeyPaths.required, "PUT", { required });
export const newRecoveryCodes = () => call<{ message: string; recoveryCodes: string[] }>(passkeyPaths.recoveryCodes, "POST");
