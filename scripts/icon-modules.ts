/**
 * A Vite plugin that gives each Font Awesome icon of react-icons a module of its own. react-icons/fa is one
 * module: a bundler keeps only the icons the app uses, but keeps them all in one place, so an icon drawn only by a
 * panel loaded after first paint landed in the chunk every page loads first. Each `import { FaX } from
 * "react-icons/fa"` in the app's code becomes an import of a module holding FaX alone, so every icon travels with
 * the chunks that draw it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const specifier = "virtual:react-icons-fa/";
const resolved = "\0react-icons-fa:";
const importOfIcons = /import\s*\{([^}]*)\}\s*from\s*["']react-icons\/fa["'];?/g;

export function iconModules(): Plugin {
  let source: string | undefined;
  const iconSource = (name: string): string => {
    source ??= readFileSync(
      createRequire(import.meta.url)
        .resolve("react-icons/fa")
        .replace(/index\.js$/, "index.mjs"),
      "utf8",
    );
    const start = source.indexOf(`export function ${name} (props) {`);
    const end = source.indexOf("\n};", start);
    if (start < 0 || end < 0) throw new Error(`react-icons/fa has no icon named ${name}`);
    return source.slice(start, end + 3);
  };
  return {
    name: "icon-modules",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id) || !code.includes("react-icons/fa")) return null;
      const changed = code.replace(importOfIcons, (_, names: string) =>
        names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name !== "")
          .map((name) => `import { ${name} } from "${specifier}${name.split(/\s/)[0]}";`)
          .join(" "),
      );
      return changed === code ? null : { code: changed, map: null };
    },
    resolveId(id) {
      return id.startsWith(specifier) ? resolved + id.slice(specifier.length) : null;
    },
    load(id) {
      if (!id.startsWith(resolved)) return null;
      return `import { GenIcon } from "react-icons/lib";\n${iconSource(id.slice(resolved.length))}\n`;
    },
  };
}
