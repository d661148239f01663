/** Consent is given only when this local storage key holds exactly "true". */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_VALUE = "true";

export function hasConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === CONSENT_VALUE;
  } catch {
    // Storage can be blocked (private mode, strict settings): then there is no consent.
    return false;
  }
}

export function giveConsent(): void {
  window.localStorage.setItem(CONSENT_KEY, CONSENT_VALUE);
}
