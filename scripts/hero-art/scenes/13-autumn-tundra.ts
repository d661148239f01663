/** Hero 13: autumn tundra in red, orange and brown, rolling down to a lake under snowy peaks. */
import { between, gauss, type Rng } from "../noise.ts";
import { blob, int, mix, mound, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { cumulus, sky } from "../sky.ts";
import { facets, land, type Slope, sides, snow, yAt } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Haustlitir á heiðinni við stöðuvatn";

export function draw(s: Scene, rng: Rng): void {
  const lake = 560;
  sky(s, "#4c7cae 0, #98b6cf .6, #d8d9cf 1", lake);
  cumulus(s, 300, 140, 280, 60, "#eff1ee", "#c0c9ce");
  cumulus(s, 1150, 110, 360, 70, "#f1f2ef", "#bdc6cc");
  const mark = s.mark();
  const far = land(s, { base: 470, amp: 50, wave: 240, ridged: true, shape: (x) => 60 * gauss(x, 900, 260) }, "#7886a8", "#95a1ba");
  snow(s, far, { line: 432, amp: 16, fingers: 40, color: "#dde3ea" });
  facets(s, far, { color: "#46506e", opacity: 0.25, depth: 20 });
  const hills = land(s, { base: lake, amp: 16, wave: 200, shape: sides([60, 520, 400], [40, 1150, 300]) }, "#b3834e", "#9c7246");
  facets(s, hills, { color: "#6b4a32", opacity: 0.25, minDrop: 12, depth: 10 });
  water(s, lake, "#96aec4 0, #5c81a3 .6, #3b6385 1", { markup: s.since(mark), opacity: 0.6 });
  ripples(s, { y0: lake + 3, y1: 700, count: 70, len: [30, 120], color: "#dbe5ec", opacity: 0.35 });

  // rolling tundra: each swell its own autumn colour, softly patched and stippled with shrubs
  const tiers: [base: number, amp: number, haze: number, top: string, bottom: string, patches: string[], left: Slope, right: Slope][] = [
    [640, 10, 0.18, "#c99a4e", "#a8793e", ["#b0562f", "#8c7a3a"], [30, 400, 300], [50, 1000, 300]],
    [712, 18, 0.08, "#cf6c2f", "#a24a25", ["#e08a3a", "#9c3226", "#8a7a3a"], [50, 520, 400], [60, 1150, 400]],
    [800, 26, 0, "#b2432a", "#7a2b1c", ["#d2702f", "#7d6a32", "#8f2c20"], [70, 420, 380], [50, 1250, 350]],
    [900, 30, 0, "#7d5a2c", "#3e2a16", ["#a34a26", "#5f5a2a"], [120, 380, 380], [90, 1220, 380]],
  ];
  for (const [base, amp, haze, top, bottom, patches, left, right] of tiers) {
    const hazy = (c: string) => mix(c, "#a9a6a6", haze);
    const l = land(s, { base, amp, wave: 200, shape: sides(left, right) }, hazy(top), hazy(bottom));
    s.open({ "clip-path": l.clip });
    for (const c of patches) {
      let d = "";
      for (let k = 0; k < 5; k++) {
        const x = between(rng, -40, W + 40);
        const r = between(rng, 80, 220);
        d += blob(rng, x, yAt(l.pts, x) + between(rng, 10, 60), r, r * 0.22, 0.3, 7);
      }
      s.path(d, { fill: hazy(c), opacity: 0.6, filter: s.blur(10, 0.2) });
    }
    // shrub stipple: short strokes, bigger nearer
    const stroke = 1.5 + amp / 10;
    let dark = "";
    let light = "";
    for (let k = 0; k < 140; k++) {
      const x = between(rng, -20, W + 20);
      const y = yAt(l.pts, x) + between(rng, 4, 120);
      const seg = `M${int(x)} ${int(y)}h${int(amp * between(rng, 0.3, 0.9))}`;
      if (rng() < 0.55) dark += seg;
      else light += seg;
    }
    s.path(dark, { stroke: hazy("#4a1c12"), "stroke-width": stroke, "stroke-linecap": "round", opacity: 0.35 });
    s.path(light, { stroke: hazy("#f0a35a"), "stroke-width": stroke, "stroke-linecap": "round", opacity: 0.3 });
    // boulders
    let stones = "";
    let tops = "";
    for (let k = 0; k < 4; k++) {
      const x = between(rng, 0, W);
      const y = yAt(l.pts, x) + between(rng, 10, amp * 3);
      const r = amp * between(rng, 0.35, 0.7);
      stones += mound(rng, x, y, r, r * 0.6);
      tops += `M${int(x - r * 0.6)} ${int(y - r * 0.35)}q${int(r * 0.3)} ${int(-r * 0.25)} ${int(r * 0.7)} ${int(-r * 0.2)}`;
    }
    s.path(stones, { fill: hazy("#56524d") });
    s.path(tops, { fill: "none", stroke: hazy("#9a958c"), "stroke-width": 2, "stroke-linecap": "round" });
    s.close();
  }
  const pool = 748;
  s.path(blob(rng, 1040, pool, 110, 10, 0.15, 9), { fill: "#7d9fbd" });
  s.path(`M970 ${pool - 2}h60M1060 ${pool + 3}h50`, { stroke: "#d7e3ec", "stroke-width": 2, opacity: 0.5 });
}
