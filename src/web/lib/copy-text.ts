/** Copies text to the clipboard; false when the browser refuses or has no clipboard API. */
export async function copyText(text: string): Promise<boolean> {
  // Older browsers, and pages that are not a secure context, have no clipboard API at all.
  if (typeof navigator === "undefined" || typeof navigator.clipboard?.writeText !== "function") return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
