import { readFileSync } from "node:fs";
import { glob } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No module imports another that imports it back, directly or through others, type-only imports included: a
 * circle makes the order modules run in matter, and makes a folder impossible to understand on its own.
 * Dynamic import() is left out: loading a chunk later is not a dependency of the module's own start.
 */
const root = join(import.meta.dirname, "../..");
const staticImport = /^\s*(?:import|export)\s(?:[^;]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm;

async function importGraph(): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for await (const file of glob(["src/**/*.ts", "src/**/*.tsx", "scripts/**/*.ts", "tests/**/*.ts"], { cwd: root })) {
    const text = readFileSync(join(root, file), "utf8");
    const targets = [...text.matchAll(staticImport)].map((match) => normalize(join(dirname(file), (match[1] ?? "").replace(/\?.*$/, ""))));
    graph.set(normalize(file), targets);
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components), larger than one. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("imports", () => {
  it("never go round in a circle", async () => {
    expect(circles(await importGraph())).toEqual([]);
  });
});
