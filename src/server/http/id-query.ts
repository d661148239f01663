import { z } from "zod";
import { MAX_ROW_ID, ROW_ID_PATTERN } from "../../shared/site-paths.ts";
import { parseOrReject } from "./validation.ts";

/** An id field of a query or a path: a row's id as a number, or a message naming the field. */
export const rowIdField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(ROW_ID_PATTERN, { error: `${name} must be a positive whole number` })
    .transform(Number)
    .refine((id) => id <= MAX_ROW_ID, { error: `${name} must be at most ${MAX_ROW_ID}` });

const idQuerySchema = z.object({ id: rowIdField("id") });

/** The ?id= of the delete calls, or the :id of a path, as a positive integer, or a 400. */
export function parseIdQuery(query: unknown): number {
  return parseOrReject(idQuerySchema, query).id;
}
