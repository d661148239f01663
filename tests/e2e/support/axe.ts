import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** "id (impact): help — the elements", for a readable failure. */
  text: string;
}

/** Runs axe-core on the page as it is now, with the rules of the given tags (e.g. "wcag2aa", "best-practice"). */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's Content Security Policy rightly refuses inline <script> tags.
  await page.evaluate(axeSource);
  const result = (await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: "tag", values },
      }),
    [...tags],
  )) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    text: `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  }));
}
