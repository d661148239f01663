import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The decision records stay a log a newcomer can trust: each says when it was accepted and what became of it,
 * a record that changes another is linked back from it, and the index lists them all as they say.
 */
const folder = fileURLToPath(new URL("../../docs/decisions", import.meta.url));

type DecisionRecord = { number: string; file: string; lines: string[] };

const records: DecisionRecord[] = readdirSync(folder)
  .filter((file) => /^\d{3}-[a-z0-9-]+\.md$/.test(file))
  .sort()
  .map((file) => ({ number: file.slice(0, 3), file, lines: readFileSync(join(folder, file), "utf8").split("\n") }));

/** The lines between the title and the first section, where a record says what it does to earlier ones. */
function header(record: DecisionRecord): string {
  const end = record.lines.findIndex((line, index) => index > 0 && line.startsWith("## "));
  return record.lines.slice(3, end === -1 ? 8 : end).join(" ");
}

/** The records this one amends, supersedes or extends, as its header names them. */
function changedRecords(text: string): string[] {
  const found = new Set<string>();
  // What a parenthesis names is context ("to the message catalogues (decisions 033, 036)"), not a change.
  for (const clause of text.replace(/\([^)]*\)/g, "").matchAll(/\b(?:Amends|Supersedes|Extends|amends|supersedes|extends)\b[^.;]*/g))
    for (const number of clause[0].matchAll(/\b0\d\d\b/g)) found.add(number[0]);
  return [...found];
}

describe("the decision records", () => {
  it("are read", () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)("$file starts with its number, a Date line and a Status line", (record) => {
    expect(record.lines[0]).toMatch(new RegExp(`^# ${record.number} — \\S`));
    expect(record.lines[1]).toMatch(/^Date: 20\d\d-[01]\d-[0-3]\d$/);
    expect(record.lines[2]).toMatch(/^Status: accepted(?:; (?:amended|superseded in part|superseded|extended) by 0\d\d(?:(?:, | and )0\d\d)*)*$/);
  });

  it("link back from every record that another amends, supersedes or extends", () => {
    const status = new Map(records.map((record) => [record.number, record.lines[2] ?? ""]));
    const missing = records.flatMap((record) =>
      changedRecords(header(record))
        .filter((earlier) => earlier < record.number && !status.get(earlier)?.includes(record.number))
        .map((earlier) => `${earlier} does not name ${record.number} in its Status line`),
    );
    expect(missing).toEqual([]);
  });

  it("are each listed in the index with the status the record gives", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    const rows = new Map(
      [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| [^|]+ \| [^|]+ \| ([^|]+) \|$/gm)].map((row) => [
        row[1],
        { file: row[2], status: (row[3] ?? "").trim() },
      ]),
    );
    const wrong = records.flatMap((record) => {
      const row = rows.get(record.number);
      if (!row) return [`${record.number} has no row`];
      const status = record.lines[2]?.replace(/^Status: /, "");
      if (row.file !== record.file) return [`${record.number} links ${row.file}`];
      return row.status === status ? [] : [`${record.number}: index says "${row.status}", record says "${status}"`];
    });
    expect(wrong).toEqual([]);
    expect([...rows.keys()].filter((number) => !records.some((record) => record.number === number))).toEqual([]);
  });

  it("reads what a record changes from its header", () => {
    expect(changedRecords("Supersedes in part 015 and 024 (how the clusters are drawn), 021 (30 cards a page) and 055.")).toEqual(["015", "024", "021", "055"]);
    expect(changedRecords("Amends 015. Built in 2026.")).toEqual(["015"]);
    expect(changedRecords("Extends decision 018 to the message catalogues (decisions 033, 036).")).toEqual(["018"]);
    expect(changedRecords("Builds on 002 (list caching) and 007 (the energy model).")).toEqual([]);
  });
});
