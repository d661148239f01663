import type { z } from "zod";

/** A client error whose message is safe to show; the error handler answers it as JSON with its status. */
export class ClientError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Parses input with a shared schema. On failure, a 400 whose message names
 * each invalid field, e.g. "distance must be a number; link is required".
 */
export function parseOrReject<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  if (input === undefined || input === null || typeof input !== "object") {
    throw new ClientError(400, "The request body must be a JSON object");
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) =>
    issue.code === "unrecognized_keys" ? `unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}` : issue.message,
  );
  throw new ClientError(400, [...new Set(messages)].join("; "));
}
