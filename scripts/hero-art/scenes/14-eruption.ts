/** Hero 14: a fissure eruption at dusk, lava fountains under a glowing plume and a lava river coming closer. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { blob, curve, ellipse, int, type Pt, ribbon, taper, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { glow, sky, stars } from "../sky.ts";
import { land, sides } from "../terrain.ts";

export const title = "Eldgos lýsir upp ljósaskiptin";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#16142c 0, #392446 .35, #743244 .55, #b84c38 .66");
  stars(s, 40, 250, "#f0e6ff");
  glow(s, 820, 560, 760, "#ff7a33", 0.5, 0.6);
  // plume rising from the fissure and leaning with the wind, lit from below
  const plumeFill = s.linear("#2a2233 0, #5e3440 .4, #c25a3c .75, #ff9448 1", { y1: 40, y2: 560, user: true });
  let puffs = "";
  for (let k = 0; k < 54; k++) {
    const t = (k / 54) ** 0.9;
    const x = 830 + t * t * 520 + between(rng, -50, 50) * (0.3 + t);
    const y = 520 - t * 430 + between(rng, -25, 25);
    const r = 36 + 120 * t * between(rng, 0.7, 1.1);
    puffs += ellipse(x, y, r, r);
  }
  s.path(puffs, { fill: plumeFill, opacity: 0.95, filter: s.blur(5) });
  // shaded undersides on the upper, cooler billows
  let shade = "";
  for (let k = 0; k < 18; k++) {
    const t = 0.35 + 0.65 * (k / 18);
    const x = 850 + t * t * 520 + between(rng, -40, 40);
    const y = 540 - t * 430 + between(rng, 10, 40);
    const r = 24 + 70 * t;
    shade += ellipse(x, y, r, r * 0.6);
  }
  s.path(shade, { fill: "#1d1826", opacity: 0.28, filter: s.blur(14, 0.3) });

  land(s, { base: 575, amp: 22, wave: 260, shape: (x) => 40 * gauss(x, 300, 220) }, "#3a2535", "#2a1b28");
  // lava fountains along the fissure: a glowing outer jet around a hot core
  glow(s, 820, 560, 320, "#ffb347", 0.75, 0.45);
  let outer = "";
  let core = "";
  for (let x = 650; x < 1000; x += between(rng, 16, 34)) {
    const h = 25 + 130 * gauss(x, 820, 120) * between(rng, 0.5, 1.1);
    const w = between(rng, 10, 20);
    const lean = between(rng, -0.25, 0.25) * h;
    const jet = (scale: number): string =>
      `M${int(x - w * scale)} 574C${int(x - w * scale * 0.6)} ${int(574 - h * 0.5)} ${int(x + lean - w * 0.5 * scale)} ${int(574 - h * scale)} ${int(x + lean)} ${int(574 - h * scale)}C${int(x + lean + w * 0.5 * scale)} ${int(574 - h * scale)} ${int(x + w * scale * 0.6)} ${int(574 - h * 0.5)} ${int(x + w * scale)} 574Z`;
    outer += jet(1);
    core += jet(0.55);
  }
  s.path(outer, { fill: "#ff7a24", filter: s.blur(6, 0.4), opacity: 0.9 });
  s.path(outer, { fill: "#ff9a3a" });
  s.path(core, { fill: "#ffe28a" });
  // spatter
  let spatter = "";
  for (let k = 0; k < 60; k++) {
    const x = 820 + between(rng, -160, 160);
    spatter += `M${int(x)} ${int(560 - 170 * rng() ** 1.5 * gauss(x, 820, 140))}h0`;
  }
  s.path(spatter, { stroke: "#ffd27a", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.85 });
  const crater = land(s, { base: 582, amp: 10, wave: 120, shape: (x) => 24 * gauss(x, 820, 200) + 50 * smooth((x - 1150) / 300) }, "#24161f", "#1a1118");
  const rim = curve(crater.pts.filter(([x]) => x > 600 && x < 1050));
  s.path(rim, { fill: "none", stroke: "#ff9a3c", "stroke-width": 4, opacity: 0.85, filter: s.blur(3) });

  // lava river coming towards us: a wide glow, then ever hotter and narrower bands
  const flow: Pt[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    flow.push([820 - 260 * Math.sin(t * 2.2) * t + 80 * t, 580 + 360 * t ** 1.1]);
  }
  land(s, { base: 600, amp: 6, wave: 200 }, "#1f151a", "#0d0a0d");
  s.path(ribbon(flow, taper(10, 240, 1.4)), { fill: "#ff6a1f", opacity: 0.5, filter: s.blur(14, 0.2) });
  s.path(ribbon(flow, taper(6, 150, 1.4)), { fill: "#c9380f" });
  s.path(ribbon(flow, taper(3, 80, 1.4)), { fill: "#ff8a28" });
  s.path(ribbon(flow, taper(1, 22, 1.4)), { fill: "#ffd36b", opacity: 0.9 });
  // dark crust floating on the flow
  let crust = "";
  for (let k = 0; k < 26; k++) {
    const t = between(rng, 0.15, 1);
    const p = flow[Math.round(t * 24)] as Pt;
    const half = (6 + 150 * t ** 1.4) / 2;
    crust += blob(rng, p[0] + between(rng, -0.8, 0.8) * half, p[1] + between(rng, -6, 6), 2 + 9 * t, 1 + 3 * t, 0.3, 5);
  }
  s.path(crust, { fill: "#5a1f12", opacity: 0.6 });
  // glowing cracks in the crust of the field
  let cracks = "";
  for (let k = 0; k < 40; k++) {
    const y = 620 + 280 * rng() ** 1.3;
    const x = between(rng, -20, W + 20);
    const len = 10 + (y - 600) / 4;
    cracks += `M${int(x)} ${int(y)}l${int(len * 0.5)} ${int(between(rng, -3, 3))}l${int(len * 0.5)} ${int(between(rng, -3, 3))}`;
  }
  s.path(cracks, { fill: "none", stroke: "#ff7a2a", "stroke-width": 2, opacity: 0.65 });
  const front = land(s, { base: 905, amp: 24, wave: 120, shape: sides([120, 380, 380], [100, 1280, 320]) }, "#20151a", "#0b080a");
  s.path(curve(front.pts), { fill: "none", stroke: "#c2552c", "stroke-width": 2, opacity: 0.5 });
}
