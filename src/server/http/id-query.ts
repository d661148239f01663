import { z } from "zod";
import { parseOrReject } from "./validation.ts";

/** Ids are 32-bit integer columns: a larger number cannot name a row (and PostgreSQL would refuse the query). */
export const MAX_ROW_ID = 2_147_483_647;

/** An id as a path or query writes it, or undefined when it cannot name a row. */
export function rowIdOf(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID ? Number(text) : undefined;
}

const idQuerySchema = z.object({
  id: z
    .string({ error: "id is required" })
    .regex(/^[1-9]\d{0,9}$/, { error: "id must be a positive whole number" })
    .transform(Number)
    .refine((id) => id <= MAX_ROW_ID, { error: `id must be at most ${MAX_ROW_ID}` }),
});

/** The ?id= of the delete calls, as a positive integer, or a 400. */
export function parseIdQuery(query: unknown): number {
  return parseOrReject(idQuerySchema, query).id;
}
