/** Hero 9: striped rhyolite mountains in pink, orange and yellow, a braided river and steaming hot springs. */
import { between, gauss, makeNoise, pick, type Rng } from "../noise.ts";
import { below, blob, curve, mix, mound, type Pt, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { cumulus, sky, streak } from "../sky.ts";
import { facets, land, ridge, sides, yAt } from "../terrain.ts";

export const title = "Líparítfjöll í bleikum, appelsínugulum og gulum litum";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#4d7fb4 0, #8fb2d1 .35, #d2dde2 .55");
  cumulus(s, 1260, 150, 300, 64, "#f3f4f3", "#c4cbd0");
  streak(s, 350, 160, 600, 36, "#eef1f1", 0.4, 10);

  const palette = ["#d9876a", "#e3b36d", "#c8705a", "#e8d0a2", "#b7a07c", "#d99a82", "#9aa07c", "#c9924f"];
  const tiers: [base: number, amp: number, wave: number, haze: number, peak: number][] = [
    [470, 70, 260, 0.38, 1150],
    [560, 80, 240, 0.22, 420],
    [670, 60, 220, 0, 980],
  ];
  for (const [base, amp, wave, haze, peak] of tiers) {
    const hazy = (c: string) => mix(c, "#b9c4cc", haze);
    const l = land(s, { base, amp, wave, octaves: 3, shape: (x) => 110 * gauss(x, peak, 300) }, hazy("#dca079"), hazy("#b98266"));
    s.open({ "clip-path": l.clip });
    // tilted colour bands, painted top-down so each one needs a single edge
    const tilt = between(rng, -0.2, 0.2);
    const bandNoise = makeNoise(rng);
    for (let y = base - amp - 170, bands = 0; y < base + 160; y += between(rng, 16, 44), bands++) {
      const c = hazy(pick(rng, palette));
      const edge: Pt[] = [];
      for (let x = -40; x <= W + 40; x += 80) edge.push([x, y + tilt * (x - 800) + 26 * bandNoise(x / 170 + bands * 7.3)]);
      s.path(below(edge, base + 200), { fill: c, opacity: 0.75 + 0.2 * (1 - haze) });
    }
    // green moss pooling in the lower slopes
    s.rect(s.linear("#5f7d4a 0 0, #5f7d4a 1 .85", { y1: base - 10, y2: base + 90, user: true }), { opacity: 1 - haze });
    s.close();
    facets(s, l, { color: mix("#5a3a3a", "#8a98a8", haze), opacity: 0.28, minDrop: 20 });
  }
  // braided river on the gravel flats
  land(s, { base: 768, amp: 8, wave: 260 }, "#767a6a", "#5a5e50");
  for (let k = 0; k < 7; k++) {
    const x0 = between(rng, -100, 1300);
    const len = between(rng, 200, 520);
    const pts = ridge(rng, { base: between(rng, 778, 815), amp: 6, wave: 120, step: 30, x0, x1: x0 + len });
    s.path(curve(pts), { fill: "none", stroke: "#b7d0dc", "stroke-width": between(rng, 2.5, 5), opacity: 0.8, "stroke-linecap": "round" });
  }
  // steam from hot springs at the foot of the hills
  for (const [x, y, w] of [
    [560, 772, 46],
    [1180, 774, 36],
  ] as const) {
    let puffs = "";
    for (let k = 0; k < 6; k++) {
      const t = k / 5;
      puffs += blob(rng, x + t * t * w * 1.6, y - t * 150, w * (0.5 + t * 0.7), w * (0.5 + t * 0.4), 0.2, 6);
    }
    s.path(puffs, { fill: "#eef2f2", opacity: 0.35, filter: s.blur(9, 1) });
  }
  // obsidian lava in front, cushioned with moss
  const lava = land(s, { base: 880, amp: 40, wave: 110, octaves: 3, shape: sides([140, 420, 420], [100, 1200, 400]) }, "#3a3a3e", "#1c1c20");
  s.open({ "clip-path": lava.clip });
  let moss = "";
  let mossLit = "";
  for (let k = 0; k < 46; k++) {
    const x = between(rng, -20, W + 20);
    const y = yAt(lava.pts, x) + between(rng, 10, 90);
    const r = between(rng, 16, 40) * (0.6 + (y - 760) / 200);
    moss += mound(rng, x, y, r, r * 0.45);
    mossLit += mound(rng, x - r * 0.15, y - r * 0.08, r * 0.7, r * 0.33);
  }
  s.path(moss, { fill: "#56703a" });
  s.path(mossLit, { fill: "#7f9a52", opacity: 0.8 });
  s.close();
}
