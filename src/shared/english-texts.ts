import { z } from "zod";
import { plainString } from "./fields.ts";

/** The optional English name and description of a route or an event, shown on the English pages. */
export interface EnglishTexts {
  /** null: the English pages show the Icelandic name, marked lang="is". */
  nameEn: string | null;
  descriptionEn: string | null;
}

/** A route's or event's English texts with its id, as `GET /api/english/routes` and `/api/english/events` answer. */
export type EnglishTextsOf = EnglishTexts & { id: number };

export type EnglishTextKind = "route" | "event";

/** Optional text: blank (or absent, or null) is none; otherwise trimmed and bounded, with messages naming the field. */
function optionalText(field: string, maxLength: number) {
  return plainString(field)
    .trim()
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` })
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .default(null);
}

/** What the admin's forms send to `PUT /api/english/routes/:id` and `/api/english/events/:id`. */
export const englishTextsSchema = z.strictObject({
  nameEn: optionalText("nameEn", 120),
  descriptionEn: optionalText("descriptionEn", 2000),
}) satisfies z.ZodType<EnglishTexts, unknown>;
