/** Hero 3: a black sand beach, jagged sea stacks and a basalt headland under a grey sky. */
import { between, makeNoise, type Rng, smooth } from "../noise.ts";
import { band, below, blob, curve, H, int, type Pt, polyline, strip, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { birds, sky, streak } from "../sky.ts";
import { land, ridge, yAt } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Svört sandfjara og brimsorfnir drangar";

export function draw(s: Scene, rng: Rng): void {
  const horizon = 520;
  sky(s, "#566f83 0, #9aacb7 .6, #bec8c7 1", horizon);
  for (let k = 0; k < 6; k++) {
    streak(s, between(rng, 0, W), between(rng, 80, 380), between(rng, 400, 900), between(rng, 30, 60), "#dce2e3", 0.28, 12);
  }
  // distant coast on the left
  const far = ridge(rng, { base: horizon, amp: 8, x1: 700, shape: (x) => 55 * smooth((560 - x) / 400) });
  s.path(below(far, horizon), { fill: "#8797a0" });
  water(s, horizon, "#6a808b 0, #4a626e .5, #2f454e 1");
  ripples(s, { y0: horizon + 4, y1: 700, count: 110, len: [30, 120], color: "#b4c4c9", opacity: 0.3 });
  // waves rolling in
  for (let k = 0; k < 4; k++) {
    const wave = ridge(rng, { base: 625 + k * 24 + k * k * 3, amp: 6, wave: 90, step: 40 });
    const dashes = `${int(160 + 60 * k)} ${int(50 + 20 * k)}`;
    s.path(curve(wave), {
      fill: "none",
      stroke: "#dfe8e9",
      "stroke-width": 2 + k,
      opacity: 0.22 + k * 0.07,
      "stroke-dasharray": dashes,
      "stroke-linecap": "round",
    });
  }

  // the headland on the right, a steep basalt wall
  const top = ridge(rng, { base: 290, amp: 16, wave: 160, x0: 1160, step: 20 });
  const face: Pt[] = [
    [1060, 760],
    [1082, 690],
    [1096, 600],
    [1112, 500],
    [1124, 420],
    [1140, 340],
    [1152, 306],
  ];
  const cliff = s.shape(`${polyline(face)}${curve(top, false)}V${H + 10}H1060Z`);
  s.use(cliff, { fill: s.linear("#394043 0, #262b2d .5, #1b1f21 1", { x1: 0, y1: 0, x2: 1, y2: 0 }) });
  s.open({ "clip-path": s.clipOf(cliff) });
  let cols = "";
  for (let x = 1070; x < W; x += between(rng, 7, 15)) cols += `M${int(x)} ${int(yAt(top, x) + between(rng, 20, 60))}V${int(between(rng, 560, 720))}`;
  s.path(cols, { stroke: "#121618", "stroke-width": 2, opacity: 0.5 });
  s.path(`M1060 720L1180 540L1300 760Z`, { fill: "#59646a", opacity: 0.25, filter: s.blur(20) });
  const grass = strip(top, -20, 20, (x) => 10 * Math.sin(x / 37));
  s.path(grass, { fill: "#566a41" });
  s.close();

  // the sea stacks, jagged spires: [x, top y, half-width at the foot]
  const stacks: [number, number, number][] = [
    [735, 330, 42],
    [840, 395, 34],
    [930, 250, 58],
    [1010, 440, 26],
  ];
  const base = 606;
  for (const [x, topY, w] of stacks) {
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let k = 0; k <= 10; k++) {
      const t = k / 10;
      const y = base - (base - topY) * t;
      const half = w * (1 - 0.78 * t ** 1.3);
      left.push([x - half * 1.1 + between(rng, -0.12, 0.12) * w, y]);
      right.push([x + half + between(rng, -0.12, 0.12) * w, y]);
    }
    const tip: Pt[] = [
      [x - w * 0.2, topY - between(rng, 14, 30)],
      [x - w * 0.05, topY - 4],
      [x + w * 0.12, topY - between(rng, 8, 20)],
    ];
    s.path(`${polyline([...left, ...tip, ...[...right].reverse()])}Z`, { fill: s.linear("#363d40 0, #1d2224 1") });
    // shaded right face
    const mid = left.map(([lx, y], k) => [(lx + (right[k] as Pt)[0]) / 2 + w * 0.1, y] as Pt);
    s.path(`${polyline([...mid, tip[2] as Pt, ...[...right].reverse()])}Z`, { fill: "#0f1314", opacity: 0.45 });
    // foam at the foot
    s.path(blob(rng, x, base, w * 1.5, 6, 0.3, 9), { fill: "#d8e2e3", opacity: 0.55, filter: s.blur(2) });
  }
  birds(s, 560, 260, 5, "#2b3336", 8);

  // beach, with foam along the water's edge and wet sand below it
  const beach = land(s, { base: 770, amp: 12, wave: 200, step: 25, shape: (x) => 45 * smooth((900 - x) / 900) - 10 * Math.sin(x / 230) }, "#3a3c40", "#131416");
  const lace = makeNoise(rng);
  const foam = band(
    beach.pts.map(([x, y]) => [x, y - 6 - 16 * Math.abs(lace(x / 60))] as Pt),
    beach.pts.map(([x, y]) => [x, y + 6] as Pt),
  );
  s.path(foam, { fill: "#dfe7e8", opacity: 0.6, filter: s.blur(2.5) });
  s.path(strip(beach.pts, 6, 40), { fill: "#8ea1a8", opacity: 0.3, "clip-path": beach.clip });
  ripples(s, { y0: 805, y1: 900, count: 70, len: [6, 28], color: "#5c6066", opacity: 0.45, width: 3 });
}
