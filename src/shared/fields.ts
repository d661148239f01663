import { z } from "zod";

/** A trimmed, non-empty string of bounded length, with messages that name the field. */
export function requiredText(field: string, maxLength: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` });
}

/**
 * An absolute http or https URL. Other schemes (javascript:, data:, file:) are
 * refused because these links are rendered as clickable anchors on public pages.
 */
export function httpUrl(field: string) {
  return z
    .string({ error: `${field} is required` })
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
