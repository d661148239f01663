/** Hero 4: a moss-covered lava field rolling towards a distant snow-capped volcano. */
import { between, gauss, type Rng } from "../noise.ts";
import { int, mix, num, type Pt, polyline, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { haze, sky, streak } from "../sky.ts";
import { facets, land, sides, snow, tufts, yAt } from "../terrain.ts";

export const title = "Mosavaxið hraun og eldfjall í fjarska";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#67849f 0, #a3b6c2 .45, #c9d1cd .62");
  streak(s, 300, 170, 800, 50, "#e0e5e2", 0.3, 14);
  streak(s, 1250, 120, 700, 40, "#e0e5e2", 0.25, 14);

  land(s, { base: 545, amp: 25, wave: 260, shape: (x) => 40 * gauss(x, 250, 200) }, "#93a5b3", "#a7b5bd");
  const cone = (x: number) => 300 * Math.max(0, 1 - Math.abs(x - 930) / 680) ** 1.9 + 6 * gauss(x, 930, 40);
  const volcano = land(s, { base: 560, amp: 7, wave: 120, step: 16, shape: cone }, "#778b9d", "#95a6b3");
  snow(s, volcano, { line: 335, amp: 14, fingers: 55, color: "#dfe6eb" });
  facets(s, volcano, { color: "#3e5268", opacity: 0.3, minDrop: 12, depth: 20, spread: 0.12, jitter: 0.05 });
  // a wisp of steam drifting off the summit
  const wisp = { fill: "none", stroke: "#e9eded", "stroke-width": 34, opacity: 0.28, filter: s.blur(16, 1), "stroke-linecap": "round" };
  s.path("M930 262C925 220 960 190 1020 170C1080 150 1130 160 1190 140", wisp);
  haze(s, "#c6cfcb .52 0, #c6cfcb .68 .5");

  // lava field, far to near: packed moss cushions, dark lava showing in the cracks
  const tiers: [base: number, amp: number, top: string, bottom: string, light: string][] = [
    [612, 12, "#8a9a71", "#7b8b64", "#a3af86"],
    [672, 20, "#6d8450", "#596e40", "#8fa367"],
    [760, 32, "#56723a", "#3e5429", "#7b9751"],
    [860, 42, "#4b6833", "#2b3c20", "#6d8b46"],
  ];
  for (const [base, amp, top, bottom, light] of tiers) {
    const l = land(s, { base, amp, wave: 70 + amp * 2, octaves: 3, step: 14 }, top, bottom);
    s.open({ "clip-path": l.clip });
    let cracks = "";
    const cushions = ["", "", ""];
    let crowns = "";
    const r0 = amp * 1.6;
    for (let row = 0; row < 3; row++) {
      for (let x = between(rng, -40, 0); x < W + 40; x += r0 * between(rng, 1, 2.8)) {
        if (rng() < 0.2) continue;
        const y = yAt(l.pts, x) + 4 + row * amp * between(rng, 0.8, 1.8);
        const r = r0 * between(rng, 0.45, 1.25) * (1 + row * 0.12);
        const h = r * between(rng, 0.4, 0.7);
        const tilt = between(rng, -0.15, 0.15) * h;
        cracks += `M${int(x - r * 1.1)} ${int(y)}a${int(r * 1.1)} ${num(h * 0.5)} 0 0 0 ${int(r * 2.2)} 0Z`;
        cushions[Math.floor(rng() * 3)] += `M${int(x - r)} ${int(y)}a${int(r)} ${num(h)} 0 0 1 ${int(2 * r)} ${num(tilt)}Z`;
        if (rng() < 0.7) crowns += `M${int(x - r * 0.7)} ${int(y - h * 0.45)}a${int(r * 0.75)} ${num(h * 0.6)} 0 0 1 ${int(r * 1.2)} ${num(-h * 0.25)}`;
      }
    }
    // jagged lava crags poking through the moss
    let crags = "";
    let edges = "";
    for (let k = 0; k < 14; k++) {
      const x = between(rng, -20, W + 20);
      const y = yAt(l.pts, x) + between(rng, 6, amp * 2.5);
      const r = amp * between(rng, 0.5, 1.1);
      const peak: Pt = [x + between(rng, -0.3, 0.3) * r, y - r * between(rng, 0.6, 1)];
      const shoulder: Pt = [x - r * 0.5, y - r * between(rng, 0.3, 0.5)];
      crags += `${polyline([[x - r, y], shoulder, peak, [x + r * 0.4, y - r * 0.4], [x + r, y]])}Z`;
      edges += polyline([shoulder, peak]);
    }
    s.path(cracks, { fill: "#25291f", opacity: 0.5 });
    s.path(crags, { fill: "#34332f" });
    s.path(edges, { fill: "none", stroke: "#6b6960", "stroke-width": 1.5, "stroke-linecap": "round" });
    for (const [k, d] of cushions.entries()) s.path(d, { fill: mix(top, [light, bottom, top][k] as string, 0.35) });
    s.path(crowns, { fill: "none", stroke: light, "stroke-width": 1.5 + amp / 8, opacity: 0.6, "stroke-linecap": "round" });
    s.close();
  }
  const front = land(s, { base: 905, amp: 30, wave: 120, shape: sides([120, 360, 360], [90, 1250, 350]) }, "#3e5a2b", "#1f2e18");
  tufts(s, front.pts, 60, "#8fa35e", 14);
}
