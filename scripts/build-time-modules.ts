/**
 * A Vite plugin (used by `vite build`, the SSR build, `vite` dev and the web tests) that replaces a few modules
 * by the values they export, worked out in Node when the module is imported: the message catalogues and each
 * feature's and page's texts compiled for Lingui, and the English guide pages' content merged from
 * src/content/en. The browser gets only the values, so neither the MessageFormat parser nor the texts' sources
 * (the Icelandic prose behind an English page) are downloaded, and nothing generated is kept in git
 * (docs/decisions/060). Run without the plugin (tsc, Node), the same modules compute their values on import.
 */
import { glob } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Plugin } from "vite";

/** The modules evaluated by the build; each may export only data (JSON). */
export const buildTimeModule =
  /[\\/]src[\\/]web[\\/](?:.+[\\/]messages\.ts|pages[\\/][\w-]+\.messages\.ts|i18n[\\/]catalogues[\\/](?:is|en)-lingui\.ts|pages[\\/]english[\\/]content[\\/][\w-]+\.ts)$/;

const evaluate = `
const { parentPort } = require("node:worker_threads");
const { pathToFileURL } = require("node:url");
parentPort.on("message", async ({ id, file }) => {
  try {
    const module = await import(pathToFileURL(file).href);
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === "function") throw new Error(file + " exports a function (" + name + "): a module evaluated by the build exports only data");
    }
    parentPort.postMessage({ id, json: JSON.stringify({ ...module }) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * Evaluates modules in a worker thread of its own: its module cache goes with it, so after an edit a fresh
 * worker reads the files as they are now, their imports included.
 */
class Evaluator {
  #worker: Worker | undefined;
  #next = 0;
  readonly #pending = new Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>();

  evaluate(file: string): Promise<string> {
    const worker = this.#start();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, file });
    });
  }

  reset(): void {
    void this.#worker?.terminate();
    this.#worker = undefined;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(evaluate, { eval: true });
    // An idle evaluator does not keep the build or the test run alive.
    worker.unref();
    worker.on("message", ({ id, json, error }: { id: number; json?: string; error?: string }) => {
      const waiting = this.#pending.get(id);
      this.#pending.delete(id);
      if (json === undefined) waiting?.reject(new Error(error ?? "the module was not evaluated"));
      else waiting?.resolve(json);
    });
    worker.on("error", (error) => {
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      if (this.#worker === worker) this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }
}

export function buildTimeModules(): Plugin {
  const evaluator = new Evaluator();
  const values = new Map<string, Promise<string>>();
  const valuesOf = (file: string) => {
    let answer = values.get(file);
    if (!answer) {
      answer = evaluator.evaluate(file);
      values.set(file, answer);
      // A failure is reported by the load that asks for it.
      answer.catch(() => {});
    }
    return answer;
  };
  const forget = () => {
    values.clear();
    evaluator.reset();
  };
  return {
    name: "rafhjol:build-time-modules",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!buildTimeModule.test(file)) return null;
      const exported = JSON.parse(await valuesOf(file)) as Record<string, unknown>;
      return Object.entries(exported)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
    // An edit to any file a value is made from: the next evaluation starts from a fresh module cache.
    watchChange() {
      forget();
    },
    async configureServer(server) {
      // Dev and the tests: every module is evaluated once at the start, while the rest starts up, so a page or
      // a test that imports one later does not wait for it.
      const web = fileURLToPath(new URL("../src/web/", import.meta.url));
      for await (const path of glob("**/*.ts", { cwd: web })) if (buildTimeModule.test(join(web, path))) void valuesOf(join(web, path));
      // An edit to the guide content (outside the app's root, so not watched by default) reloads the page with
      // the modules made from it evaluated again.
      const content = fileURLToPath(new URL("../src/content/", import.meta.url));
      server.watcher.add(content);
      server.watcher.on("change", (file) => {
        if (!file.startsWith(content)) return;
        forget();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.file && buildTimeModule.test(module.file)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
    buildEnd() {
      forget();
    },
  };
}
