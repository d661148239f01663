import { z } from "zod";
import { parseOrReject } from "./validation.ts";

const idQuerySchema = z.object({
  id: z
    .string({ error: "id is required" })
    .regex(/^[1-9]\d{0,9}$/, { error: "id must be a positive whole number" })
    .transform(Number)
    // Ids are 32-bit integer columns: a larger number cannot name a row (and PostgreSQL would refuse the query).
    .refine((id) => id <= 2_147_483_647, { error: "id must be at most 2147483647" }),
});

/** The ?id= of the delete calls, as a positive integer, or a 400. */
export function parseIdQuery(query: unknown): number {
  return parseOrReject(idQuerySchema, query).id;
}
