/** Hero 1: a glacier tongue between ice-blue mountains, a lagoon of icebergs and a dark moraine in front. */
import { between, gauss, makeNoise, type Rng } from "../noise.ts";
import { closedCurve, curve, int, num, type Pt, strip, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { haze, sky, streak } from "../sky.ts";
import { facets, land, snow, tufts, yAt } from "../terrain.ts";
import { ripples } from "../water.ts";

export const title = "Skriðjökull undir bláum fjöllum";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#42648a 0, #7697b6 .35, #aabfce .62");
  streak(s, 380, 150, 700, 40, "#d0dce6", 0.35, 10);
  streak(s, 1250, 210, 600, 30, "#d0dce6", 0.3, 10);

  const far = land(s, { base: 410, amp: 70, wave: 230, ridged: true, shape: (x) => 70 * gauss(x, 760, 320) + 40 * gauss(x, 1350, 200) }, "#91aac3", "#a9bed0");
  snow(s, far, { line: 370, amp: 25, fingers: 40, color: "#d2dfe9" });
  facets(s, far, { color: "#3f5d80", opacity: 0.3, minDrop: 25 });
  haze(s, "#bccbd7 .36 0, #bccbd7 .6 .55");

  // the valley walls, parting around the glacier
  const walls = (x: number) => 420 * Math.max(0, Math.min(1, (Math.abs(x - 800) - 110) / 600)) ** 0.75;
  const mid = land(s, { base: 690, amp: 45, wave: 220, ridged: true, shape: walls }, "#67839f", "#4a5f77");
  snow(s, mid, { line: (x) => 330 + Math.abs(x - 800) * 0.08, amp: 30, fingers: 60, color: "#b6c8d8" });
  facets(s, mid, { color: "#1f3653", opacity: 0.38, minDrop: 25 });

  // the glacier tongue: centre line cx, cy and half-width hw along t from the top (0) to the snout (1)
  const cx = (t: number) => 800 + 35 * Math.sin(t * 2.6 + 0.4);
  const cy = (t: number) => 350 + t * 338;
  const hw = (t: number) => 60 + 110 * t + 150 * t ** 4;
  const edgeNoise = makeNoise(rng);
  const leftEdge: Pt[] = [];
  const rightEdge: Pt[] = [];
  for (let k = 0; k <= 14; k++) {
    const t = k / 14;
    leftEdge.push([cx(t) - hw(t) + 12 * edgeNoise(k * 0.7), cy(t)]);
    rightEdge.push([cx(t) + hw(t) + 12 * edgeNoise(k * 0.7 + 40), cy(t)]);
  }
  const snout: Pt[] = [];
  for (let k = 1; k < 8; k++) {
    const t = k / 8;
    snout.push([cx(1) - hw(1) + 2 * hw(1) * t, cy(1) + 20 * Math.sin(t * Math.PI) + 6 * edgeNoise(k * 2 + 90)]);
  }
  const tongue = s.shape(closedCurve([...leftEdge, ...snout, ...[...rightEdge].reverse()]));
  const tongueClip = s.clipOf(tongue);
  s.use(tongue, { fill: s.linear("#d2dfe9 0, #c6d6e3 .12, #a9c0d4 .5, #92aac0 .85, #75879a 1") });
  s.open({ "clip-path": tongueClip });
  // light from the left, bluish shade on the right half
  s.rect(s.linear("#3d6490 .45 0, #3d6490 .7 .3", { x1: 0, y1: 0, x2: W, y2: 0, user: true }));
  // crevasse fields, bowed downstream
  let crev = "";
  for (let k = 0; k < 70; k++) {
    const t = 0.22 + 0.76 * rng() ** 0.8;
    const u = between(rng, -0.8, 0.8);
    const w = hw(t) * between(rng, 0.1, 0.26);
    const x = cx(t) + u * hw(t);
    crev += `M${int(x - w)} ${int(cy(t) - w * 0.15 * u)}q${int(w)} ${num(w * 0.18 + 2)} ${int(2 * w)} ${num(w * 0.3 * u)}`;
  }
  s.path(crev, { fill: "none", stroke: "#56799f", "stroke-width": 1.8, opacity: 0.45, "stroke-linecap": "round" });
  // dirty margins where the ice scrapes the valley sides
  s.use(tongue, { fill: "none", stroke: s.linear("#4f565e .3 0, #4f565e .6 .55"), "stroke-width": 22, filter: s.blur(3, 0.1) });
  // medial moraines
  for (const u of [-0.42, 0.3]) {
    const line: Pt[] = [];
    for (let k = 0; k <= 12; k++) line.push([cx(k / 12) + u * hw(k / 12) + 6 * edgeNoise(k + u * 50), cy(k / 12) + 10 * (k / 12)]);
    s.path(curve(line), { fill: "none", stroke: "#4f565e", "stroke-width": 5, opacity: 0.4 });
  }
  // blue ice cliff at the snout
  const front: Pt[] = [[cx(1) - hw(1) - 20, cy(1) - 10], ...snout, [cx(1) + hw(1) + 20, cy(1) - 10]];
  s.path(strip(front, -22, 30), { fill: "#6f9abd", opacity: 0.9 });
  s.close();

  // near flanks framing the view
  const flankShape = (x: number) => 420 * Math.max(0, Math.min(1, (Math.abs(x - 800) - 430) / 420)) ** 1.1;
  const flank = land(s, { base: 770, amp: 30, wave: 180, shape: flankShape }, "#3b4c5e", "#222d39");
  snow(s, flank, { line: 420, amp: 30, fingers: 50, color: "#9fb3c6", opacity: 0.85 });
  facets(s, flank, { color: "#0f1822", opacity: 0.4, minDrop: 20 });

  // lagoon with icebergs
  const lagoonTop = 701;
  s.path(`M-20 ${lagoonTop}H1620V800H-20Z`, { fill: s.linear("#55799a 0, #2c4760 1") });
  ripples(s, { y0: lagoonTop + 4, y1: 796, count: 70, len: [20, 90], color: "#a0bdd2", opacity: 0.35 });
  for (let k = 0; k < 18; k++) {
    const x = between(rng, 300, 1300);
    const y = between(rng, lagoonTop + 20, 790);
    const sz = (6 + 18 * rng()) * (0.6 + (y - lagoonTop) / 70);
    const top = `M${int(x - sz)} ${int(y)}L${int(x - sz * 0.6)} ${int(y - sz * between(rng, 0.4, 0.8))}L${int(x + sz * 0.1)} ${int(y - sz * between(rng, 0.6, 1))}L${int(x + sz * 0.7)} ${int(y - sz * 0.4)}L${int(x + sz)} ${int(y)}Z`;
    s.path(top, { fill: rng() < 0.45 ? "#8fbcdc" : "#c9dbe8" });
    s.path(`M${int(x)} ${int(y)}L${int(x + sz * 0.7)} ${int(y - sz * 0.4)}L${int(x + sz)} ${int(y)}Z`, { fill: "#4f7fa8", opacity: 0.55 });
    s.path(`M${int(x - sz)} ${int(y + 2)}h${int(sz * 2)}`, { stroke: "#a9c9de", "stroke-width": 2, opacity: 0.4 });
  }

  // dark moraine foreground
  const shore = land(s, { base: 815, amp: 18, wave: 140, shape: (x) => 60 * gauss(x, 180, 260) + 40 * gauss(x, 1500, 200) }, "#3f3e3b", "#232324");
  s.open({ "clip-path": shore.clip });
  let stones = "";
  for (let k = 0; k < 80; k++) {
    const x = between(rng, -20, W + 20);
    const y = yAt(shore.pts, x) + between(rng, 4, 90);
    stones += `M${int(x)} ${int(y)}h${int(2 + (y - 780) / 25)}`;
  }
  s.path(stones, { stroke: "#6a6862", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.6 });
  s.close();
  const shore2 = land(s, { base: 870, amp: 16, wave: 110, shape: (x) => 60 * gauss(x, 1350, 300) }, "#2c2b2a", "#161617");
  tufts(s, shore.pts, 40, "#51613f", 10);
  tufts(s, shore2.pts, 30, "#3f4c33", 12);
}
