/**
 * Draws the 15 hero landscapes (src/web/assets/hero/hero-01.svg … hero-15.svg).
 *
 *   node scripts/generate-hero-art.ts          writes the files
 *   node scripts/generate-hero-art.ts --check  verifies they exist, are small and look like SVG
 *
 * Everything comes from a seeded PRNG, so running it twice writes the same bytes.
 * The pictures are flat-vector paintings: layered ridgelines (value noise, then
 * Catmull-Rom curves), gradients for sky and haze, and a faint grain on top.
 * No text, fonts, scripts or external references, so an <img> can show them as-is.
 *
 * Each picture is one module in hero-art/scenes/; the helpers they share live
 * beside it: noise.ts (PRNG, noise), paths.ts (path data), scene.ts (the SVG
 * document), terrain.ts (ridges, layers, snow), sky.ts and water.ts.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { svgProblems } from "./hero-art/check.ts";
import type { Rng } from "./hero-art/noise.ts";
import { Scene } from "./hero-art/scene.ts";
import * as glacier from "./hero-art/scenes/01-glacier.ts";
import * as midnightSun from "./hero-art/scenes/02-midnight-sun.ts";
import * as blackSand from "./hero-art/scenes/03-black-sand.ts";
import * as mossLava from "./hero-art/scenes/04-moss-lava.ts";
import * as highlandValley from "./hero-art/scenes/05-highland-valley.ts";
import * as waterfall from "./hero-art/scenes/06-waterfall.ts";
import * as northernLights from "./hero-art/scenes/07-northern-lights.ts";
import * as fjord from "./hero-art/scenes/08-fjord.ts";
import * as rhyolite from "./hero-art/scenes/09-rhyolite.ts";
import * as tableMountain from "./hero-art/scenes/10-table-mountain.ts";
import * as pseudocraters from "./hero-art/scenes/11-pseudocraters.ts";
import * as lighthouse from "./hero-art/scenes/12-lighthouse.ts";
import * as autumnTundra from "./hero-art/scenes/13-autumn-tundra.ts";
import * as eruption from "./hero-art/scenes/14-eruption.ts";
import * as ridgeRider from "./hero-art/scenes/15-ridge-rider.ts";

/** In order: the k-th scene (from 1) is drawn with seed k into hero-0k.svg. */
const scenes: { title: string; draw: (s: Scene, rng: Rng) => void }[] = [
  glacier,
  midnightSun,
  blackSand,
  mossLava,
  highlandValley,
  waterfall,
  northernLights,
  fjord,
  rhyolite,
  tableMountain,
  pseudocraters,
  lighthouse,
  autumnTundra,
  eruption,
  ridgeRider,
];

const OUT_DIR = join(import.meta.dirname, "..", "src", "web", "assets", "hero");
const fileName = (index: number): string => `hero-${String(index).padStart(2, "0")}.svg`;

function generate(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  scenes.forEach((art, k) => {
    const s = new Scene(k + 1);
    art.draw(s, s.rng);
    const svg = s.render(art.title);
    writeFileSync(join(OUT_DIR, fileName(k + 1)), svg);
    console.log(`${fileName(k + 1)}  ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB  ${art.title}`);
  });
}

function check(): boolean {
  let ok = true;
  for (let k = 1; k <= scenes.length; k++) {
    const file = join(OUT_DIR, fileName(k));
    if (!existsSync(file)) {
      console.log(`${fileName(k)}  MISSING`);
      ok = false;
      continue;
    }
    const size = statSync(file).size;
    const problems = svgProblems(readFileSync(file, "utf8"), size);
    if (problems.length) ok = false;
    console.log(`${fileName(k)}  ${(size / 1024).toFixed(1)} KB  ${problems.length ? problems.join("; ") : "ok"}`);
  }
  return ok;
}

if (process.argv.includes("--check")) {
  if (!check()) process.exitCode = 1;
} else {
  generate();
}
