/** Hero 7: northern lights over snowy mountains, a still lake and a lit cabin on the snowy bank. */
import { between, gauss, makeNoise, type Rng, smooth } from "../noise.ts";
import { band, curve, int, type Pt, W } from "../paths.ts";
import { attrs, type Scene } from "../scene.ts";
import { glow, sky, stars } from "../sky.ts";
import { facets, land, mounds, sides, snow, tufts, yAt } from "../terrain.ts";
import { ripples } from "../water.ts";

export const title = "Norðurljós yfir snæviþöktum fjöllum";

/** An aurora curtain from x0 to x1: a glowing band hanging above `base(x)`, with faint rays and a bright lower hem. */
function curtain(s: Scene, base: (x: number) => number, height: number, color: string, upper: string, x0: number, x1: number): void {
  const rng = s.rng;
  const n = makeNoise(rng);
  const bottom: Pt[] = [];
  const top: Pt[] = [];
  // fade out towards both ends instead of stopping at a wall
  const envelope = (x: number): number => smooth((x - x0) / 260) * smooth((x1 - x) / 260);
  for (let x = x0; x <= x1; x += 25) {
    const y = base(x);
    bottom.push([x, y]);
    top.push([x, y - 4 - height * envelope(x) * (0.55 + 0.45 * (n(x / 130) * 0.5 + 0.5))]);
  }
  const fill = s.linear(`${upper} 0 0, ${upper} .45 .35, ${color} .8 .7, ${color} 1 .95`);
  s.path(band(top, bottom), { fill, filter: s.blur(9, 0.3) });
  let rays = "";
  for (let x = x0; x <= x1; x += between(rng, 5, 14)) {
    const len = height * envelope(x) * between(rng, 0.3, 0.75);
    if (len > 8) rays += `M${int(x)} ${int(base(x))}v${int(-len)}`;
  }
  s.path(rays, { stroke: "#c8ffe0", "stroke-width": 3, opacity: 0.07, filter: s.blur(2.5, 0.1) });
  const hem = s.linear("#b4ffd4 0 0, #b4ffd4 .2 .55, #b4ffd4 .8 .55, #b4ffd4 1 0", { x1: x0, y1: 0, x2: x1, y2: 0, user: true });
  s.path(curve(bottom), { fill: "none", stroke: hem, "stroke-width": 5, filter: s.blur(4, 0.3) });
}

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#060b1c 0, #0d2238 .5, #163d4e .68");
  stars(s, 190, 560, "#e8f1ff");
  curtain(s, (x) => 300 + 90 * Math.sin(x / 330 + 0.5) + 0.06 * x, 230, "#3ef0a0", "#7c5cc8", -40, 1000);
  curtain(s, (x) => 230 + 70 * Math.sin(x / 260 + 2) - 0.05 * (x - 600), 200, "#52f5b0", "#3a8fd0", 500, 1640);
  curtain(s, (x) => 380 + 40 * Math.sin(x / 200 + 1), 120, "#2bd98f", "#2b7fb0", 300, 1300);
  glow(s, 800, 560, 900, "#1c8a6a", 0.25, 0.35);

  // mountains lit from the right, where the aurora is brightest
  const farShape = (x: number) => 80 * gauss(x, 1100, 240) + 40 * gauss(x, 350, 200);
  const far = land(s, { base: 560, amp: 60, wave: 240, ridged: true, shape: farShape }, "#51678a", "#30415f");
  snow(s, far, { line: 520, amp: 30, fingers: 60, color: "#a9bfd6" });
  facets(s, far, { color: "#0d1a2e", opacity: 0.45, light: "right" });
  const near = land(s, { base: 660, amp: 50, wave: 200, ridged: true, shape: sides([160, 420, 420], [120, 1200, 400]) }, "#3a4f70", "#1f2c44");
  snow(s, near, { line: (x) => 560 + Math.abs(x - 800) * 0.02, amp: 40, fingers: 70, color: "#8ea6c2" });
  facets(s, near, { color: "#09111f", opacity: 0.5, light: "right" });

  // still lake reflecting the sky glow
  const lake = 700;
  s.add(`<rect${attrs({ x: -20, y: lake, width: W + 40, height: 80, fill: s.linear("#1d4a4f 0, #0c1e2c 1") })}/>`);
  s.add(`<ellipse cx="760" cy="712" rx="520" ry="22" fill="#4fe0a6" opacity=".28" filter="${s.blur(10, 0.5)}"/>`);
  ripples(s, { y0: lake + 3, y1: 778, count: 60, len: [20, 90], color: "#7ff0c0", opacity: 0.25 });

  // snowy bank with a cabin, its window lit
  const bank = land(s, { base: 790, amp: 16, wave: 200, shape: (x) => 50 * gauss(x, 1150, 260) }, "#6f86a3", "#465b78", "#2b3a52");
  const cx = 1120;
  const cy = yAt(bank.pts, cx) + 6;
  s.path(`M${cx - 34} ${cy}V${cy - 26}L${cx - 6} ${cy - 46}L${cx + 34} ${cy - 46}L${cx + 44} ${cy - 26}V${cy}Z`, { fill: "#1a1a22" });
  s.path(`M${cx - 40} ${cy - 24}L${cx - 6} ${cy - 50}L${cx + 36} ${cy - 50}L${cx + 50} ${cy - 24}Z`, { fill: "#9fb3c9" });
  s.path(`M${cx + 6} ${cy - 20}h12v10h-12Z`, { fill: "#ffc46b" });
  glow(s, cx + 12, cy - 15, 40, "#ffb347", 0.45);
  const front = land(s, { base: 890, amp: 20, wave: 160, shape: sides([110, 400, 400], [40, 1300, 300]) }, "#4a6080", "#131c2b");
  s.open({ "clip-path": front.clip });
  s.path(mounds(rng, front.pts, 26, [-20, W + 20], [10, 60], [6, 18], [4, 10]), { fill: "#0d131f", opacity: 0.7 });
  s.close();
  tufts(s, front.pts, 40, "#1a2333", 12);
}
