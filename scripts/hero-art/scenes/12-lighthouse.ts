/** Hero 12: coastal cliffs with a sea arch and a lighthouse at dusk, headlands fading into the glow. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { curve, int, mix, type Pt, strip, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { birds, glow, sky, streak } from "../sky.ts";
import { land, ridge, tufts, yAt } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Sjávarklettar og viti í kvöldbirtu";

export function draw(s: Scene, rng: Rng): void {
  const horizon = 560;
  sky(s, "#2b3f63 0, #6f6a88 .45, #d38f78 .78, #f2bd83 1", horizon);
  glow(s, 1250, 560, 520, "#ffc78a", 0.5, 0.45);
  for (let k = 0; k < 6; k++) {
    streak(s, between(rng, 100, 1500), between(rng, 100, 420), between(rng, 300, 700), between(rng, 10, 24), k < 3 ? "#8c6f8f" : "#f3a57e", 0.45, 4);
  }
  // receding headlands to the right
  for (let k = 0; k < 3; k++) {
    const x0 = 1040 + k * 170;
    const pts = ridge(rng, { base: horizon - 90 + k * 30, amp: 5, wave: 100, x0, x1: W + 40, step: 20, shape: (x) => -200 * smooth((x0 + 40 - x) / 40) });
    s.path(`${curve(pts)}V${horizon + 4}H${x0}Z`, { fill: mix("#6b5870", "#c7938a", 0.5 - k * 0.2) });
  }
  water(s, horizon, "#c08a7c 0, #5c5a78 .4, #1e2740 1");
  ripples(s, { y0: horizon + 3, y1: 900, count: 120, len: [20, 80], color: "#ffcf99", opacity: 0.6, centre: 1250, spread: 90 });
  ripples(s, { y0: horizon + 6, y1: 900, count: 90, len: [40, 150], color: "#b7a3b8", opacity: 0.3 });

  // the headland, its dark reflection on the water, then its face
  const topEdge = ridge(rng, { base: 360, amp: 12, wave: 200, x1: 960, shape: (x) => 30 * gauss(x, 560, 220) - 20 * smooth((x - 760) / 200) });
  const foot = 668;
  const cliffPts: Pt[] = [...topEdge.filter(([x]) => x <= 900), [930, 420], [948, 520], [955, 620], [957, foot]];
  const cliff = s.shape(`${curve(cliffPts)}V${foot}H-40Z`);
  s.path(`M-40 ${foot}H960L940 ${foot + 140}H-40Z`, { fill: s.linear("#1c1823 0 .75, #1c1823 1 0"), filter: s.blur(4, 0.1) });
  s.use(cliff, { fill: s.linear("#3a3140 0, #1c1823 1", { x1: 0, y1: 0, x2: 1, y2: 0 }) });
  s.open({ "clip-path": s.clipOf(cliff) });
  for (let y = 430; y < 660; y += between(rng, 34, 60)) {
    const l = ridge(rng, { base: y, amp: 4, wave: 150, step: 40, x0: 300, x1: 980 });
    const width = between(rng, 1.5, 3);
    const dashes = `${int(between(rng, 60, 200))} ${int(between(rng, 20, 80))}`;
    s.path(curve(l), { fill: "none", stroke: "#14111a", "stroke-width": width, opacity: 0.16, "stroke-dasharray": dashes });
  }
  s.path("M930 420L955 620L800 700L700 420Z", { fill: "#e8917a", opacity: 0.16, filter: s.blur(14) });
  const grass = strip(topEdge, 0, 24, (x) => 10 * Math.sin(x / 41));
  s.path(grass, { fill: "#4f6139" });
  s.close();
  // the arch: sea and sky seen through the rock
  s.path(`M700 ${foot}C705 578 760 548 800 558C840 566 860 618 858 ${foot}Z`, { fill: s.linear("#c98d7c 0, #6b6283 .7, #3a3c5a 1") });
  s.path(`M708 ${foot - 10}C760 ${foot - 16} 820 ${foot - 8} 856 ${foot - 10}`, { stroke: "#f6c79c", "stroke-width": 2, opacity: 0.6, fill: "none" });

  // the lighthouse
  const lx = 640;
  const ly = yAt(topEdge, lx) + 8;
  s.add(
    `<g transform="translate(${lx} ${int(ly)})">` +
      `<path d="M-14 0L-10 -92H10L14 0Z" fill="#efe9e0"/><path d="M0 0L0 -92H10L14 0Z" fill="#b9ad9f"/>` +
      `<path d="M-12 -40h24v-12h-24Z" fill="#d8573a"/>` +
      `<path d="M-15 -92h30v5h-30Z" fill="#2a2430"/><path d="M-9 -92v-14h18v14Z" fill="#ffe3a2"/>` +
      `<path d="M-12 -106L0 -118L12 -106Z" fill="#d8573a"/><path d="M-22 0h14v-12h-14Z" fill="#efe9e0"/><path d="M-24 -12l9 -7l9 7Z" fill="#d8573a"/></g>`,
  );
  glow(s, lx, ly - 99, 120, "#ffe2a0", 0.7);
  // surf at the cliff foot
  s.path(`M880 ${foot}c30 -6 60 -8 82 -4c-10 6 -50 10 -82 4Z`, { fill: "#f3e2d3", opacity: 0.5, filter: s.blur(2) });
  // grassy foreground
  const front = land(s, { base: 905, amp: 16, wave: 160, shape: (x) => 110 * smooth((x - 1100) / 500) }, "#2e3a2a", "#151b16");
  const grassy = front.pts.filter(([x]) => x > 1050);
  tufts(s, grassy, 40, "#4f5f3a", 16);
  birds(s, 1000, 250, 5, "#2a2233", 8);
}
