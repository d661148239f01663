import type { z } from "zod";

/** A client error whose message is safe to show; the error handler answers it as JSON with its status. */
export class ClientError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** The two messages of the validator's own, in the language of the API that uses it (the admin's newer APIs answer in Icelandic). */
const wording = {
  en: { notObject: "The request body must be a JSON object", unknown: (keys: string[]) => `unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}` },
  is: {
    notObject: "Meginmál beiðninnar verður að vera JSON-hlutur",
    unknown: (keys: string[]) => `${keys.length > 1 ? "Óþekktir reitir" : "Óþekktur reitur"}: ${keys.join(", ")}`,
  },
};

/**
 * Parses a request's body (or query, or path parameters) with a shared schema. Anything but a JSON object is
 * refused; on failure, a 400 whose message names each invalid field, e.g. "distance must be a number; link
 * is required".
 */
export function parseOrReject<Schema extends z.ZodType>(schema: Schema, input: unknown, language: "en" | "is" = "en"): z.output<Schema> {
  const words = wording[language];
  if (input === undefined || input === null || typeof input !== "object" || Array.isArray(input)) throw new ClientError(400, words.notObject);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => (issue.code === "unrecognized_keys" ? words.unknown(issue.keys) : issue.message));
  throw new ClientError(400, [...new Set(messages)].join("; "));
}
