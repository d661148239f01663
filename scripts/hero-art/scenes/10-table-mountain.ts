/** Hero 10: a table mountain rising from a dark desert, a lenticular cloud above, like Herðubreið. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { blob, int, type Pt, ribbon, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { haze, sky, streak } from "../sky.ts";
import { land, snow, yAt } from "../terrain.ts";

export const title = "Stapi rís upp úr svartri eyðimörk";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#2f69a6 0, #6f9cc7 .4, #c8d8df .66");
  // a lenticular cloud over the summit
  s.path(blob(rng, 820, 150, 230, 26, 0.05, 10), { fill: "#e9eef1", opacity: 0.75, filter: s.blur(4) });
  s.path(blob(rng, 830, 128, 150, 14, 0.05, 10), { fill: "#f3f6f7", opacity: 0.7, filter: s.blur(3) });
  streak(s, 250, 230, 500, 30, "#e6ecef", 0.3, 12);

  land(s, { base: 600, amp: 16, wave: 300, shape: (x) => 30 * gauss(x, 200, 200) + 25 * gauss(x, 1450, 200) }, "#8ea4bc", "#a8b8c4");
  // the mountain: scree skirt, cliff band, flat top with a small cone
  const profile = (x: number): number => {
    const d = Math.abs(x - 800);
    const skirt = 150 * smooth((560 - d) / 300);
    const cliff = 200 * smooth((290 - d) / 90);
    const cone = 28 * gauss(x, 820, 55);
    return skirt + cliff + cone;
  };
  const m = land(s, { base: 630, amp: 8, wave: 90, step: 12, shape: profile }, "#6c7480", "#5a5c60");
  const mtn = m.pts;
  s.open({ "clip-path": m.clip });
  // vertical gullies in the cliff band
  let gullies = "";
  for (let x = 520; x < 1090; x += between(rng, 12, 26))
    gullies += `M${int(x)} ${int(yAt(mtn, x) + 4)}l${int(between(rng, -6, 6))} ${int(between(rng, 80, 200))}`;
  s.path(gullies, { stroke: "#3a3f47", "stroke-width": 3, opacity: 0.45 });
  s.close();
  // snow lying in the gullies
  let streaks = "";
  for (let x = 560; x < 1060; x += between(rng, 10, 30))
    streaks += `M${int(x)} ${int(yAt(mtn, x) + 20)}l${int(between(rng, -4, 4))} ${int(between(rng, 30, 130))}`;
  s.path(streaks, { stroke: "#d9e2e8", "stroke-width": 3, opacity: 0.45, "clip-path": m.clip, "stroke-linecap": "round" });
  snow(s, m, { line: 284, amp: 10, fingers: 60, color: "#dfe6ea", wave: 50 });

  // the shaded eastern face: from the summit cone down and across to the foot
  s.path(`M820 ${int(yAt(mtn, 820))}L1090 ${int(yAt(mtn, 1090))}L1400 640H940L900 430Z`, { fill: "#232c38", opacity: 0.38, "clip-path": m.clip });
  haze(s, "#b7c3c8 .55 0, #b7c3c8 .71 .5");

  // desert plain: drifts of pale sand and scattered stones
  land(s, { base: 640, amp: 4, wave: 300 }, "#76695b", "#4e463f", "#2f2a27");
  let sand = "";
  for (let k = 0; k < 60; k++) {
    const y = 650 + 250 * rng() ** 1.6;
    const t = (y - 640) / 260;
    sand += blob(rng, between(rng, -50, W + 50), y, between(rng, 60, 220) * (0.4 + t), between(rng, 1.5, 4) * (0.5 + 2 * t), 0.3);
  }
  s.path(sand, { fill: "#b59a72", opacity: 0.3, filter: s.blur(1.5, 0.1) });
  let stones = "";
  for (let k = 0; k < 70; k++) {
    const y = 660 + 240 * rng() ** 1.4;
    stones += `M${int(between(rng, 0, W))} ${int(y)}h${int((1.5 + (y - 650) / 30) * 2)}`;
  }
  s.path(stones, { stroke: "#1f1c1b", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.6 });
  // a faint track heading for the mountain
  const track: Pt[] = [];
  for (let k = 0; k <= 20; k++) {
    const t = k / 20;
    track.push([620 + 300 * t + 140 * Math.sin(t * 4), 900 - 255 * (1 - (1 - t) ** 2)]);
  }
  const narrowing = (t: number) => 30 * (1 - t) + 2;
  s.path(ribbon(track, narrowing), { fill: "#8d7b63", opacity: 0.55 });
}
