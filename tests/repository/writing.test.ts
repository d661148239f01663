import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository describes the product, not how it was developed: no development sessions, no issue numbers
 * from a tracker, and no absolute paths of somebody's machine in the manual, the docs, the code or the tests.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const places = ["README.md", "CHANGELOG.md", "docs", "src", "tests", "bench", "scripts", "deploy", "package.json", "vite.config.ts", "vitest.config.ts"];
const textExtensions = new Set([".md", ".ts", ".tsx", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".txt", ".conf", ".sql", ".yml", ".yaml"]);
const skippedFolders = new Set(["node_modules", "dist", ".git"]);

const forbidden: { what: string; pattern: RegExp }[] = [
  {
    what: "a development session",
    pattern: /\b[Ss]ession [0-9]+\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|previous|next|this) session\b/i,
  },
  { what: "an issue number", pattern: /\b[Ii]ssues? #?[0-9]+\b|\b[Ii]ssue #[0-9]+/ },
  { what: "an absolute path of a machine", pattern: /(?:^|[\s"'`(=:])\/(?:work|home|root|Users|mnt)\/[\w.-]/m },
  {
    what: "the machine it was developed on",
    pattern: /\b(?:this|my|our) (?:machine|laptop|workstation)\b|\bon (?:a|the) (?:development|developer's|dev) machine\b/i,
  },
];

/**
 * A path the writing names must exist. Three kinds are read: a path from the repository's root
 * (`src/server/web/web.ts`, `docs/decisions/011`, `tests/cluster/*.test.ts`), a path with a file extension
 * relative to the file or a folder above it (`store/sqlite/node-sqlite-database.ts` from `src/server/`), and a
 * Markdown link. Not read: URLs, absolute paths (`/var/lib/rafhjol`), imports (checked by the compiler),
 * packages (`leaflet/dist/leaflet.css`), build output (`dist/`), and generated files. The decision records and the
 * changelog are history: the paths they name are those of their day.
 */
const topFolders = ["src", "tests", "docs", "bench", "scripts", "deploy", ".ci"];
const fromRoot = new RegExp(`(?<![\\w/.@$-])(?:${topFolders.map((folder) => folder.replace(".", "\\.")).join("|")})/[\\w./@*-]*[\\w*]`, "g");
const relativeWithExtension = /(?<![\w/.@$-])(?:[\w-]+\/)+[\w.-]+\.(?:tsx?|md|css|json|sql|conf|html|svg)\b/g;
const markdownLink = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const isHistory = (file: string) => /^docs\/decisions\/\d{3}-/.test(file) || file === "CHANGELOG.md";
const isGenerated = (path: string) => /\.compiled\.ts$|(?:^|\/)compiled\//.test(path);

/** Whether a path from the root names something there: a file, a folder, a glob's folder, or a decision by number. */
function existsFromRoot(path: string): boolean {
  const glob = path.indexOf("*");
  if (glob !== -1) return existsSync(join(root, path.slice(0, path.lastIndexOf("/", glob))));
  if (existsSync(join(root, path))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  return decision !== null && readdirSync(join(root, "docs", "decisions")).some((file) => file.startsWith(`${decision[1]}-`));
}

/** Whether a relative path names a file from the writing's folder or one above it, or inside an installed package. */
function existsRelative(path: string, file: string): boolean {
  if (path.startsWith("node_modules/") || existsSync(join(root, "node_modules", path.split("/")[0] ?? ""))) return true;
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    if (existsSync(join(root, folder, path))) return true;
    if (folder === "." || folder === "/" || folder === "") return false;
  }
}

/** The paths a file's text names that do not exist, as "file:line: path". */
function missingPaths(file: string, text: string): string[] {
  const lines = text.split("\n");
  return lines.flatMap((line, index) => {
    const code = /\.(?:tsx?|js|mjs)$/.test(file) ? line.replace(/^\s*(?:import|export)\b.*\bfrom\s+["'].*$|\bimport\(["'][^"']*["']\)/, "") : line;
    const named = [
      ...[...code.matchAll(fromRoot)].map((match) => match[0]).filter((path) => !isGenerated(path) && !existsFromRoot(path)),
      ...[...code.matchAll(relativeWithExtension)]
        .map((match) => match[0])
        .filter((path) => !topFolders.some((folder) => path.startsWith(`${folder}/`)) && !isGenerated(path) && !existsRelative(path, file)),
      ...(file.endsWith(".md") ? [...code.matchAll(markdownLink)].map((match) => match[1] ?? "") : [])
        .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("/"))
        .filter((target) => !existsSync(join(root, dirname(file), target))),
    ];
    return [...new Set(named)].map((path) => `${file}:${index + 1}: ${path}`);
  });
}

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

  it("names only paths that exist", () => {
    const hits = files
      .map((file) => relative(root, file))
      .filter((file) => !isHistory(file) && !isGenerated(file))
      .flatMap((file) => missingPaths(file, readFileSync(join(root, file), "utf8")));
    expect(hits).toEqual([]);
  });

  it("tells a path that exists from one that does not", () => {
    const missing = (text: string, file = "src/web/main.tsx") => missingPaths(file, text).map((hit) => hit.replace(/^[^:]+:\d+: /, ""));
    expect(missing("// The server sends the HTML (src/server/web.ts).")).toEqual(["src/server/web.ts"]);
    expect(missing("// The server sends the HTML (src/server/web/web.ts).")).toEqual([]);
    expect(missing(" * See lib/no-such-helper.ts and lib/fetch-json.ts.")).toEqual(["lib/no-such-helper.ts"]);
    expect(missing("See [the API](docs/no-such.md) and [performance](docs/performance.md).", "README.md")).toEqual(["docs/no-such.md"]);
    const allowed = [
      "https://example.com/src/server/web.ts",
      "/var/lib/rafhjol/site.db",
      'import "leaflet/dist/leaflet.css";',
      "docs/decisions/011 and tests/cluster/*.test.ts",
      "built into dist/web/server/",
      "node_modules/foo/src/index.ts",
    ];
    for (const sample of allowed) expect(missing(sample), sample).toEqual([]);
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
      `measured on ${"this"} machine`,
      `It works on ${"my"} machine.`,
    ];
    for (const sample of samples)
      expect(
        forbidden.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    const allowed = [
      "the admin's session ends",
      "sessions are stored server-side",
      "an issue of the magazine",
      "/var/lib/rafhjol/site.db",
      "/api/routes/1",
      "however busy the machine is",
    ];
    for (const sample of allowed)
      expect(
        forbidden.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(false);
  });
});
