/**
 * Compiles the message catalogues (src/web/i18n/catalogues/is.ts and en.ts,
 * ICU MessageFormat) into the form Lingui reads without a parser in the
 * browser (src/web/i18n/catalogues/compiled/), and each feature's or page's own
 * texts (a `messages.ts` or `<name>.messages.ts` anywhere under src/web, beside it
 * `messages.compiled.ts` or `<name>.messages.compiled.ts`).
 * Plurals become selects on the number's plural category (src/web/i18n/plural-categories.ts).
 * Run after changing a catalogue; `--check` exits 1 when a compiled file is
 * out of date.
 */
import { glob, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { en } from "../src/web/i18n/catalogues/en.ts";
import { is } from "../src/web/i18n/catalogues/is.ts";
import { pluralsAsSelects } from "../src/web/i18n/plural-categories.ts";

export function compiledCatalogue(name: string, messages: Readonly<Record<string, string>>): string {
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pluralsAsSelects(compileMessage(message), key)]));
  return [
    `// Written by scripts/compile-catalogues.ts from ../${name}.ts: do not edit.`,
    'import type { Messages } from "@lingui/core";',
    "",
    `export const messages: Messages = ${JSON.stringify(compiled, null, 1)};`,
    "",
  ].join("\n");
}

type Texts = Readonly<Record<string, string>>;

function compiled(messages: Texts): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pluralsAsSelects(compileMessage(message), key)]));
}

export function compiledFeatureMessages(sourceFile: string, messages: { is: Texts; en: Texts }): string {
  const helper = relative(dirname(sourceFile), fileURLToPath(new URL("../src/web/i18n/feature-messages.ts", import.meta.url))).replaceAll("\\", "/");
  return [
    `// Written by scripts/compile-catalogues.ts from ./${basename(sourceFile)}: do not edit.`,
    `import type { CompiledFeatureMessages } from "${helper.startsWith(".") ? helper : `./${helper}`}";`,
    `import type { messages as source } from "./${basename(sourceFile)}";`,
    "",
    `export const catalogue: CompiledFeatureMessages<keyof typeof source.is> = ${JSON.stringify({ is: compiled(messages.is), en: compiled(messages.en) }, null, 1)};`,
    "",
  ].join("\n");
}

const webFolder = fileURLToPath(new URL("../src/web/", import.meta.url));

/** Every feature's `messages.ts` under src/web, with its texts. */
export async function featureMessageSources(): Promise<{ file: string; messages: { is: Texts; en: Texts } }[]> {
  const found: { file: string; messages: { is: Texts; en: Texts } }[] = [];
  for await (const path of glob(["**/messages.ts", "**/*.messages.ts"], { cwd: webFolder })) {
    const file = join(webFolder, path);
    const module = (await import(pathToFileURL(file).href)) as { messages: { is: Texts; en: Texts } };
    found.push({ file, messages: module.messages });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

export async function catalogueFilesToWrite(): Promise<{ file: string; text: () => string }[]> {
  return [
    { file: fileURLToPath(new URL("../src/web/i18n/catalogues/compiled/is.ts", import.meta.url).href), text: () => compiledCatalogue("is", is) },
    { file: fileURLToPath(new URL("../src/web/i18n/catalogues/compiled/en.ts", import.meta.url).href), text: () => compiledCatalogue("en", en) },
    ...(await featureMessageSources()).map(({ file, messages }) => ({
      file: file.replace(/\.ts$/, ".compiled.ts"),
      text: () => compiledFeatureMessages(file, messages),
    })),
  ];
}

if (import.meta.main) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { file, text } of await catalogueFilesToWrite()) {
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
