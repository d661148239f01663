/**
 * Writes .br and .gz beside every text asset of the web build, once, at build
 * time: the server then sends the smallest file a browser accepts without
 * compressing on each request (@fastify/static's preCompressed option).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The build folder can be named as the first argument (default dist/web).
const assetsDir = join(process.argv[2] ?? join(import.meta.dirname, "..", "dist", "web"), "assets");
const compressible = /\.(js|css|svg|json|txt|html|map)$/;

let count = 0;
for (const name of await readdir(assetsDir)) {
  if (!compressible.test(name)) continue;
  const path = join(assetsDir, name);
  const content = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompress: wrote .br and .gz for ${count} assets in ${assetsDir}`);
