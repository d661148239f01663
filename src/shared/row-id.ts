/** Ids are 32-bit integer columns: a larger number cannot name a row (and PostgreSQL would refuse the query). */
export const MAX_ROW_ID = 2_147_483_647;

/** An id as a path or a query writes it: a positive whole number without leading zeros, of at most ten digits. */
export const ROW_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The id a path or a query names (a route's in /routes/12 or ?routeId=12), or null when it cannot name a row. */
export function parseRowId(text: string | null | undefined): number | null {
  return typeof text === "string" && ROW_ID_PATTERN.test(text) && Number(text) <= MAX_ROW_ID ? Number(text) : null;
}
