import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository describes the product, not how it was developed: no development sessions, no issue numbers
 * from a tracker, and no absolute paths of somebody's machine in the manual, the docs, the code or the tests.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const places = ["README.md", "CHANGELOG.md", "docs", "src", "tests", "bench", "scripts"];
const textExtensions = new Set([".md", ".ts", ".tsx", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".txt", ".conf", ".sql", ".yml", ".yaml"]);
const skippedFolders = new Set(["node_modules", "dist", ".git"]);

const forbidden: { what: string; pattern: RegExp }[] = [
  {
    what: "a development session",
    pattern: /\b[Ss]ession [0-9]+\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|previous|next|this) session\b/i,
  },
  { what: "an issue number", pattern: /\b[Ii]ssues? #?[0-9]+\b|\b[Ii]ssue #[0-9]+/ },
  { what: "an absolute path of a machine", pattern: /(?:^|[\s"'`(=:])\/(?:work|home|root|Users|mnt)\/[\w.-]/m },
];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return textExtensions.has(extname(full)) ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (skippedFolders.has(entry.name) ? [] : filesUnder(join(path, entry.name))) : filesUnder(join(path, entry.name)),
  );
}

describe("the repository's writing", () => {
  const self = fileURLToPath(import.meta.url);
  const files = places.flatMap(filesUnder).filter((file) => file !== self);

  it("reads README, docs, code and tests", () => {
    expect(files.some((file) => file.endsWith("README.md"))).toBe(true);
    expect(files.filter((file) => file.includes(`${join("src", "server")}`)).length).toBeGreaterThan(20);
  });

  it.each(forbidden)("never mentions $what", ({ pattern }) => {
    const hits = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim().slice(0, 160)}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    // Put together here, so that this file does not itself hold the words it forbids.
    const [session, issue] = ["sess" + "ion", "iss" + "ue"];
    const samples = [
      `measured in ${session} 5`,
      `In the fifth ${session} we`,
      `see ${issue} 11`,
      `I${issue.slice(1)} #4`,
      `at /${"work"}/main/src`,
      `file:/${"home"}/x/site.db`,
    ];
    for (const sample of samples)
      expect(
        forbidden.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    const allowed = ["the admin's session ends", "sessions are stored server-side", "an issue of the magazine", "/var/lib/rafhjol/site.db", "/api/routes/1"];
    for (const sample of allowed)
      expect(
        forbidden.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(false);
  });
});
