/**
 * DB_COPY_FROM=sqlite:data/site.db DB_COPY_TO=postgres://user:password@host/db npm run db:copy
 * Moves a whole site between engines (either way) without loss. Stop the
 * servers writing to the source first; the target must be new or empty.
 * The URLs come from the environment, since a password on the command line
 * shows in `ps` and shell history; the old --from and --to still work, with a
 * warning.
 */
import { parseArgs } from "node:util";
import { parseDatabaseUrl } from "../config.ts";
import { CopyRefusedError, copyDatabase } from "../store/copy-database.ts";

const usage = "Usage: DB_COPY_FROM=sqlite:data/site.db DB_COPY_TO=postgres://user:password@host/database npm run db:copy";

const sources = {
  from: { variable: "DB_COPY_FROM", flag: "--from" },
  to: { variable: "DB_COPY_TO", flag: "--to" },
} as const;

/** Where to copy from and to: each from its environment variable, or from its old flag (with a warning). */
function copyLocations(argv: string[], environment: NodeJS.ProcessEnv): { from: string; to: string; warnings: string[] } {
  const { values } = parseArgs({ args: argv, options: { from: { type: "string" }, to: { type: "string" } }, strict: true, allowPositionals: false });
  const warnings: string[] = [];
  const read = (end: "from" | "to") => {
    const { variable, flag } = sources[end];
    const fromFlag = values[end];
    const fromEnvironment = environment[variable] === "" ? undefined : environment[variable];
    if (fromFlag !== undefined) {
      warnings.push(
        fromEnvironment === undefined
          ? `Warning: ${flag} puts the database URL, password included, in ps and shell history; set ${variable} instead.`
          : `Warning: ${flag} given, so ${variable} is ignored; set only ${variable}, as ${flag} shows the password in ps and shell history.`,
      );
    }
    const url = fromFlag ?? fromEnvironment;
    if (!url || !(url.startsWith("sqlite:") || /^postgres(ql)?:\/\//.test(url))) {
      // Never echo the value: it may hold a password.
      throw new CopyRefusedError(`${variable} must be sqlite:/path/to/file.db or postgres://…\n${usage}`);
    }
    return url;
  };
  return { from: read("from"), to: read("to"), warnings };
}

async function main(): Promise<void> {
  try {
    const { from, to, warnings } = copyLocations(process.argv.slice(2), process.env);
    for (const warning of warnings) console.error(warning);
    const counts = await copyDatabase(parseDatabaseUrl(from), parseDatabaseUrl(to));
    for (const [table, rows] of Object.entries(counts)) console.log(`${table.padEnd(15)} ${rows} rows`);
    console.log("Copy complete.");
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
