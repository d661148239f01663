/** Hero 2: the midnight sun low over the sea, a headland and an island mirrored in the water. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { below, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { birds, glow, sky, streak } from "../sky.ts";
import { land, ridge, sides, tufts } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Miðnætursól yfir hafinu";

export function draw(s: Scene, rng: Rng): void {
  const horizon = 585;
  sky(s, "#2d3461 0, #6c4a6e .3, #c26a5a .55, #ee9a50 .8, #f7c06a 1", horizon);
  glow(s, 820, 540, 700, "#ffb35c", 0.55, 0.55);
  for (let k = 0; k < 7; k++) {
    const y = between(rng, 120, 470);
    streak(s, between(rng, 0, W), y, between(rng, 300, 800), between(rng, 10, 26), y < 300 ? "#a2607a" : "#f0a070", 0.45, 4);
  }
  s.add(`<circle cx="820" cy="548" r="42" fill="#ffe3a3"/>`);
  glow(s, 820, 548, 130, "#fff0c0", 0.6);

  const mark = s.mark();
  land(s, { base: horizon + 2, amp: 10, wave: 200, shape: (x) => 70 * smooth((460 - x) / 380) + 8 * gauss(x, 300, 60) }, "#7b4c66", "#8a5668");
  const islandShape = (x: number) => 55 * smooth((x - 1140) / 50) * smooth((1420 - x) / 70);
  const island = ridge(rng, { base: horizon + 2, amp: 4, wave: 80, x0: 1120, x1: 1440, step: 10, shape: islandShape });
  s.path(below(island, horizon + 2), { fill: "#6e4360" });
  water(s, horizon, "#e39a62 0, #a3606a .35, #2d2746 1", { markup: s.since(mark), opacity: 0.6 });
  ripples(s, { y0: horizon + 3, y1: 900, count: 220, len: [10, 60], color: "#ffd28c", opacity: 0.75, centre: 820, spread: 55, width: 2.5 });
  ripples(s, { y0: horizon + 6, y1: 900, count: 90, len: [30, 140], color: "#f4a478", opacity: 0.35 });

  // dark rocky shore in front
  const rocks = land(s, { base: 880, amp: 26, wave: 90, shape: sides([150, 380, 380], [110, 1220, 380]) }, "#2b1f2e", "#150f18");
  const shoreline = rocks.pts.filter(([x]) => x < 330 || x > 1280);
  tufts(s, shoreline, 36, "#3a2a34", 14);
  birds(s, 560, 300, 4, "#3b2540", 10);
}
