/** Hero 11: a lake with grassy pseudocraters and a tuff ring beyond, like Mývatn. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { band, below, int, mound, num, type Pt, strip, W } from "../paths.ts";
import { attrs, type Scene } from "../scene.ts";
import { sky, streak } from "../sky.ts";
import { facets, land, ridge, sides, tufts, yAt } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Stöðuvatn með grónum gervigígum";

export function draw(s: Scene, rng: Rng): void {
  const horizon = 505;
  sky(s, "#5e86b0 0, #a9c0cf .6, #e6d9c0 1", horizon);
  streak(s, 400, 180, 900, 40, "#f2efe8", 0.3, 12);
  streak(s, 1200, 250, 700, 30, "#f2efe8", 0.3, 12);
  const mark = s.mark();
  const farShape = (x: number) => 110 * smooth((x - 1050) / 80) * smooth((1450 - x) / 80) + 40 * gauss(x, 300, 180);
  const far = land(s, { base: horizon, amp: 12, wave: 260, shape: farShape }, "#8294ad", "#a4b1bf");
  facets(s, far, { color: "#4c5a70", opacity: 0.2 });
  // a tuff ring like Hverfjall
  const ringShape = (x: number) => 70 * smooth((x - 330) / 150) * smooth((750 - x) / 150) - 8 * gauss(x, 540, 80);
  const ring = ridge(rng, { base: horizon + 2, amp: 3, wave: 60, x0: 300, x1: 780, step: 12, shape: ringShape });
  s.path(below(ring, horizon + 2), { fill: "#7d7a7c" });
  water(s, horizon, "#9bb3c4 0, #6a8ea6 .45, #3d6079 1", { markup: s.since(mark), opacity: 0.5 });
  ripples(s, { y0: horizon + 4, y1: 900, count: 100, len: [30, 140], color: "#d4e0e6", opacity: 0.3 });

  // a low grassy neck of land across the lake, with a dark wet rim below it
  const landTop = ridge(rng, { base: 628, amp: 8, wave: 200, x1: 1180, shape: (x) => -40 * smooth((x - 800) / 380) });
  const landFoot = landTop.map(([x, y]) => [x, y + (24 + 14 * smooth((x - 300) / 500)) * smooth((1180 - x) / 240)] as Pt);
  s.path(strip(landFoot, 2, 14), { fill: "#3c5a55", opacity: 0.35 });
  s.path(band(landTop, landFoot), { fill: s.linear("#86a45a 0, #5b7c3e 1") });

  // crater mounds, far ones first: [x, base y, radius]
  const craters: [number, number, number][] = [];
  for (let k = 0; k < 9; k++) {
    const x = between(rng, 0, 1050);
    craters.push([x, yAt(landTop, x) + between(rng, 8, 18), between(rng, 34, 60)]);
  }
  for (let k = 0; k < 18; k++) {
    const y = horizon + 18 + 320 * rng() ** 1.5;
    craters.push([between(rng, -60, W + 60), y, 18 + 160 * ((y - horizon) / 400) * between(rng, 0.7, 1.2)]);
  }
  craters.sort((a, b) => a[1] - b[1]);
  for (const [x, y, r] of craters) {
    const h = r * between(rng, 0.32, 0.42);
    s.path(`M${int(x - r * 1.1)} ${int(y)}Q${int(x)} ${int(y + h * 0.8)} ${int(x + r * 1.1)} ${int(y)}Z`, { fill: "#2d4a3c", opacity: 0.3 });
    s.path(mound(rng, x, y, r, h), { fill: s.linear("#8aa45c 0, #55753c 1") });
    s.path(mound(rng, x + r * 0.4, y, r * 0.6, h * 0.85), { fill: "#35502a", opacity: 0.3 });
    s.add(`<ellipse${attrs({ cx: x + r * 0.05, cy: y - h * 0.8, rx: r * 0.48, ry: h * 0.22, fill: "#3f5e2e" })}/>`);
    const rim = `M${int(x - r * 0.48)} ${int(y - h * 0.8)}a${int(r * 0.48)} ${num(h * 0.22)} 0 0 0 ${int(r * 0.96)} 0`;
    s.path(rim, { fill: "none", stroke: "#a9c070", "stroke-width": 1.5 + r / 60 });
  }
  // ducks
  let ducks = "";
  for (let k = 0; k < 7; k++) ducks += `M${int(between(rng, 500, 1100))} ${int(between(rng, 700, 780))}h10l3 -4h2v4`;
  s.path(ducks, { fill: "none", stroke: "#1f2a2c", "stroke-width": 3, "stroke-linejoin": "round" });
  const front = land(s, { base: 920, amp: 16, wave: 140, shape: sides([40, 300, 300], [80, 1000, 500]) }, "#6a8a45", "#344a23");
  tufts(s, front.pts, 90, "#b4c77c", 22, 1.6);
}
