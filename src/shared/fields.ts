import { z } from "zod";

/**
 * Control characters (NUL included) other than tab and line breaks. Nobody
 * types them; PostgreSQL refuses NUL in text outright, and the rest only
 * garble what the site shows. Lone surrogate halves are refused too: they are
 * not text and cannot be stored as UTF-8.
 */
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/u;

/** True when the text has no control characters (tab and line breaks allowed) and no broken UTF-16. */
export function isPlainText(value: string): boolean {
  return value.isWellFormed() && !CONTROL_CHARACTERS.test(value);
}

/** A string free of control characters (see isPlainText), with a message naming the field. */
export function plainString(field: string, requiredMessage = `${field} is required`) {
  return z.string({ error: requiredMessage }).refine(isPlainText, { error: `${field} must not contain control characters`, abort: true });
}

/** A trimmed, non-empty string of bounded length, with messages that name the field. */
export function requiredText(field: string, maxLength: number) {
  return plainString(field)
    .trim()
    .min(1, { error: `${field} is required` })
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` });
}

/**
 * A number, or a string holding one (HTML forms send strings). Unlike
 * z.coerce.number, null, "", " ", [] and booleans are refused rather than read as 0 or 1.
 */
/** Longer than any number a field takes; checked before the pattern so a long string costs no matching time. */
export const MAX_NUMBER_TEXT_LENGTH = 32;

export function numberField(field: string, limits: (number: z.ZodNumber) => z.ZodNumber = (number) => number) {
  return z.preprocess(
    (value) =>
      typeof value === "string" && value.length <= MAX_NUMBER_TEXT_LENGTH && /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/.test(value)
        ? Number(value)
        : value,
    limits(z.number({ error: `${field} must be a number` })),
  );
}

/**
 * An absolute http or https URL. Other schemes (javascript:, data:, file:) are
 * refused because these links are rendered as clickable anchors on public pages.
 */
export function httpUrl(field: string) {
  return plainString(field)
    .trim()
    .max(2048, { error: `${field} must be at most 2048 characters` })
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: `${field} must be an absolute http(s) URL`,
      }),
    );
}
