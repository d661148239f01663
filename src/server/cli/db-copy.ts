/**
 * npm run db:copy -- --from sqlite:data/site.db --to postgres://user:password@host/db
 * Moves a whole site between engines (either way) without loss. Stop the
 * servers writing to the source first; the target must be new or empty.
 */
import { parseArgs } from "node:util";
import { parseDatabaseUrl } from "../config.ts";
import { CopyRefusedError, copyDatabase } from "../store/copy-database.ts";

const usage = "Usage: npm run db:copy -- --from sqlite:data/site.db --to postgres://user:password@host/database";

function location(url: string | undefined, flag: string) {
  if (!url || !(url.startsWith("sqlite:") || /^postgres(ql)?:\/\//.test(url))) {
    throw new CopyRefusedError(`--${flag} must be sqlite:/path/to/file.db or postgres://…\n${usage}`);
  }
  return parseDatabaseUrl(url);
}

try {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } }, strict: true });
  const counts = await copyDatabase(location(values.from, "from"), location(values.to, "to"));
  for (const [table, rows] of Object.entries(counts)) console.log(`${table.padEnd(15)} ${rows} rows`);
  console.log("Copy complete.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
