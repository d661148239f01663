/**
 * Compiles the message catalogues (src/web/i18n/catalogues/is.ts and en.ts,
 * ICU MessageFormat) into the form Lingui reads without a parser in the
 * browser (src/web/i18n/catalogues/compiled/). Run after changing a catalogue;
 * `--check` exits 1 when a compiled file is out of date.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { en } from "../src/web/i18n/catalogues/en.ts";
import { is } from "../src/web/i18n/catalogues/is.ts";

export function compiledCatalogue(name: string, messages: Readonly<Record<string, string>>): string {
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
  return [
    `// Written by scripts/compile-catalogues.ts from ../${name}.ts: do not edit.`,
    'import type { Messages } from "@lingui/core";',
    "",
    `export const messages: Messages = ${JSON.stringify(compiled, null, 1)};`,
    "",
  ].join("\n");
}

export const catalogueFiles = [
  { file: fileURLToPath(new URL("../src/web/i18n/catalogues/compiled/is.ts", import.meta.url).href), text: () => compiledCatalogue("is", is) },
  { file: fileURLToPath(new URL("../src/web/i18n/catalogues/compiled/en.ts", import.meta.url).href), text: () => compiledCatalogue("en", en) },
];

if (import.meta.main) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { file, text } of catalogueFiles) {
    const wanted = text();
    const current = await readFile(file, "utf8").catch(() => "");
    if (current === wanted) continue;
    if (check) {
      console.error(`${file} is out of date: run node scripts/compile-catalogues.ts`);
      stale += 1;
    } else await writeFile(file, wanted);
  }
  if (stale > 0) process.exit(1);
}
