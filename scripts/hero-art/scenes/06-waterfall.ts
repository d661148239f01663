/** Hero 6: a waterfall plunging from a basalt cliff into a pool, with spray and a faint rainbow. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { band, int, mound, type Pt, ribbon, strip, taper, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { cumulus, sky } from "../sky.ts";
import { land, ridge, sides, tufts, yAt } from "../terrain.ts";
import { ripples } from "../water.ts";

export const title = "Foss fellur fram af hamravegg";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#5b89b5 0, #97b7d2 .3, #c6d6de .45");
  cumulus(s, 280, 120, 320, 70, "#edf1f3", "#b5c4cf");
  cumulus(s, 1330, 170, 280, 60, "#eaeff1", "#b1c0cc");
  land(s, { base: 300, amp: 20, wave: 300, shape: (x) => 60 * gauss(x, 1200, 250) }, "#8ca3b6", "#a3b5c0");

  // the cliff, with a notch where the river goes over
  const notch = (x: number) => -24 * gauss(x, 800, 60) + 50 * smooth((x - 1150) / 400) + 25 * smooth((400 - x) / 300);
  const cliff = land(s, { base: 305, amp: 22, wave: 200, step: 16, shape: notch }, "#57524c", "#3e3b38", "#2c2a28");
  const top = cliff.pts;
  s.open({ "clip-path": cliff.clip });
  // basalt columns
  let cols = "";
  for (let x = -20; x < W + 20; x += between(rng, 9, 20)) cols += `M${int(x)} ${int(yAt(top, x) + between(rng, 20, 70))}v${int(between(rng, 90, 300))}`;
  s.path(cols, { stroke: "#1b1918", "stroke-width": 3, opacity: 0.35 });
  // buttresses: broad lit and shaded columns of rock
  let lit = "";
  let shade = "";
  for (let x = -40; x < W; x += between(rng, 60, 160)) {
    const w = between(rng, 30, 90);
    const d = `M${int(x)} 250h${int(w)}l${int(between(rng, -20, 20))} 500h${int(-w)}Z`;
    if (Math.abs(x - 800) < 130) continue;
    if (rng() < 0.5) lit += d;
    else shade += d;
  }
  s.path(lit, { fill: "#8a7f70", opacity: 0.16, filter: s.blur(10, 0.3) });
  s.path(shade, { fill: "#0d0c0b", opacity: 0.25, filter: s.blur(10, 0.3) });
  // mossy ledges of different lengths
  for (let k = 0; k < 9; k++) {
    const x0 = between(rng, -100, W);
    const len = between(rng, 200, 700);
    const y = between(rng, 380, 560);
    const line = ridge(rng, { base: y, amp: 8, wave: 100, step: 30, x0, x1: x0 + len });
    const ledge = strip(line, 0, 0, () => between(rng, 4, 9));
    s.path(ledge, { fill: "#5f7443", opacity: 0.5, filter: s.blur(1.5, 0.1) });
  }
  // lit faces on the left half, the recess around the fall in shadow
  s.rect(s.linear("#c8b9a0 0 .12, #c8b9a0 .4 0, #101010 .6 0, #101010 1 .25", { x1: 0, y1: 0, x2: W, y2: 0, user: true }));
  s.path("M700 260C712 400 700 560 660 720H940C900 560 890 400 902 260Z", { fill: "#141312", opacity: 0.45, filter: s.blur(20) });
  const grass = strip(top, -20, 16, (x) => 8 * Math.sin(x / 29));
  s.path(grass, { fill: "#6b8a44" });
  s.close();

  // the falling water, slightly fraying as it drops
  const lip = yAt(top, 800) + 4;
  const leftEdge: Pt[] = [];
  const rightEdge: Pt[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = k / 8;
    const y = lip + (705 - lip) * t;
    leftEdge.push([762 - 18 * t ** 1.5 + between(rng, -3, 3), y]);
    rightEdge.push([840 + 20 * t ** 1.5 + between(rng, -3, 3), y]);
  }
  s.path(band(leftEdge, rightEdge), { fill: s.linear("#e3ecef 0, #cfdfe6 .5, #bcd3dc 1") });
  let strands = "";
  for (let k = 0; k < 30; k++) {
    const x = between(rng, 764, 838);
    const y0 = between(rng, lip + 4, 520);
    const drift = (x - 800) * 0.3;
    strands += `M${int(x)} ${int(y0)}c${int(drift * 0.2)} 80 ${int(drift * 0.5)} 160 ${int(drift)} ${int(between(rng, 150, 380))}`;
  }
  s.path(strands, { fill: "none", stroke: "#88a7b8", "stroke-width": 2.2, opacity: 0.45 });
  s.path(`M762 ${int(lip + 2)}c14 12 64 12 78 0`, { fill: "none", stroke: "#f2f6f7", "stroke-width": 6, opacity: 0.75 });

  // talus slopes, then the pool and river with stones along its banks
  land(s, { base: 705, amp: 16, wave: 140, shape: (x) => 80 * smooth(Math.abs(x - 800) / 700) }, "#5f7c3e", "#3f5a2a");
  const river: Pt[] = [];
  for (let k = 0; k <= 12; k++) river.push([800 - 90 * Math.sin((k / 12) * 2.4) * (k / 12), 700 + 250 * (k / 12)]);
  const width = taper(150, 260, 1.6);
  s.path(ribbon(river, width), { fill: s.linear("#9dbccb 0, #577f93 1") });
  ripples(s, { y0: 712, y1: 900, count: 60, len: [14, 60], color: "#e0ebef", opacity: 0.45, centre: 780, spread: 60 });
  let stones = "";
  for (let k = 0; k < 14; k++) {
    const t = between(rng, 0.3, 1);
    const p = river[Math.round(t * 12)] as Pt;
    const side = rng() < 0.5 ? -1 : 1;
    stones += mound(rng, p[0] + side * (width(t) / 2) * between(rng, 0.7, 1), p[1] + 6, 6 + 14 * t, 4 + 9 * t);
  }
  s.path(stones, { fill: "#57544c" });
  // spray
  s.add(`<ellipse cx="800" cy="700" rx="170" ry="60" fill="#e3ebee" opacity=".7" filter="${s.blur(22, 1)}"/>`);
  s.add(`<ellipse cx="800" cy="665" rx="100" ry="50" fill="#edf2f4" opacity=".5" filter="${s.blur(18, 1)}"/>`);
  // a faint rainbow in the spray
  const rainbow = s.linear("#ff6b6b 0, #ffd86b .5, #6bb6ff 1", { x2: 1, y2: 0 });
  s.path("M650 700A150 150 0 0 1 950 700", { fill: "none", stroke: rainbow, "stroke-width": 12, opacity: 0.2, filter: s.blur(3) });
  // foreground banks
  const front = land(s, { base: 905, amp: 18, wave: 100, shape: sides([150, 520, 500], [170, 1100, 480]) }, "#4d6d30", "#243818");
  tufts(s, front.pts, 60, "#87a95a", 14);
}
