const DAY_MS = 86_400_000;

/**
 * Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). A module of its own, so the /routes
 * cards' check for a recent report (report-card.ts) does not bring the rest of route-condition.ts to the page.
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
