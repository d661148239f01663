/** Hero 15: a gravel trail switching back up a ridge at sunset, and a lone mountain biker at the crest. */
import { between, gauss, type Rng, smooth } from "../noise.ts";
import { curve, H, mix, num, type Pt, ribbon, taper, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { birds, glow, sky, streak } from "../sky.ts";
import { facets, land, tufts, yAt } from "../terrain.ts";

export const title = "Hjólreiðamaður á malarslóða yfir fjallshrygg";

/**
 * A lone mountain biker leaning into the ride. Local units: wheels of radius 10
 * whose lowest points sit on y = 0, rear wheel at x = -18, front at x = +18.
 */
function cyclist(s: Scene, x: number, y: number, scale: number, angle: number, color: string): void {
  const frame = "M-18 -10L-1 -8L-7 -26L-18 -10M-7 -26L12 -27L14 -21L-1 -8M12 -27L18 -10M12 -27l2 -4h-4M-10 -28h6";
  const legs = "M-8 -31L4 -21L5 -10M-8 -31L-3 -18L-7 -6";
  const arms = "M6 -44L10 -36L14 -31";
  s.add(
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)}) scale(${num(scale)})" fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">` +
      `<circle cx="-18" cy="-10" r="9" stroke-width="2.8"/><circle cx="18" cy="-10" r="9" stroke-width="2.8"/>` +
      `<path d="${frame}" stroke-width="2.2"/><path d="M-1 -8L4 -10M-1 -8L-7 -6" stroke-width="1.8"/>` +
      `<path d="${legs}" stroke-width="4.2"/><path d="${arms}" stroke-width="3.4"/>` +
      `<path d="M-8 -31L6 -44" stroke-width="8"/><path d="M-6 -34L3 -44L-3 -46L-10 -36Z" fill="${color}" stroke-width="2"/>` +
      `<circle cx="11" cy="-49" r="4.2" fill="${color}" stroke="none"/>` +
      `<path d="M6 -50.5a5.5 4.6 0 0 1 11 0ZM15 -51l4 1" fill="${color}" stroke-width="1.6"/></g>`,
  );
}

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#39557f 0, #7d7d9c .35, #e2a27a .55, #f4c688 .68");
  glow(s, 1180, 470, 640, "#ffcf8a", 0.5, 0.5);
  s.add(`<circle cx="1180" cy="452" r="32" fill="#ffe4a8" opacity=".95"/>`);
  glow(s, 1180, 452, 110, "#fff0c8", 0.5);
  for (let k = 0; k < 5; k++) {
    streak(s, between(rng, 0, W), between(rng, 120, 380), between(rng, 300, 700), between(rng, 10, 22), k < 2 ? "#9a7f9d" : "#f5b58a", 0.5, 4);
  }
  // ranges fading into the evening haze: [base, amplitude, colour]
  const ranges: [number, number, string][] = [
    [470, 40, "#8a7d9c"],
    [540, 50, "#6f6889"],
    [610, 45, "#564f72"],
    [680, 40, "#3d3856"],
  ];
  ranges.forEach(([base, amp, colour], k) => {
    const l = land(s, { base, amp, wave: 240, ridged: k < 2, shape: (x) => 40 * gauss(x, 300 + k * 350, 220) }, colour, mix(colour, "#e0a07a", 0.25));
    if (k < 2) facets(s, l, { color: "#2c2840", opacity: 0.18, light: "right" });
  });

  // the big ridge the trail climbs, its edge lit by the low sun
  const crestX = 880;
  const climb = (x: number) => 560 * smooth((x + 100) / (crestX + 100)) ** 1.1 - 300 * smooth((x - crestX) / 700);
  const main = land(s, { base: 1000, amp: 12, wave: 200, shape: climb }, "#2d2a3b", "#16141e");
  const pts = main.pts;
  s.path(curve(pts.filter(([x]) => x > 200 && x < 1500)), { fill: "none", stroke: "#f2b27a", "stroke-width": 3, opacity: 0.7 });
  // the trail: from the bottom left, switching back, up to the crest
  const crestY = yAt(pts, crestX);
  const trail: Pt[] = [
    [crestX, crestY + 2],
    [crestX - 90, crestY + 40],
    [crestX - 20, crestY + 110],
    [crestX - 260, crestY + 180],
    [crestX - 80, crestY + 300],
    [crestX - 300, crestY + 420],
    [crestX - 360, H + 30],
  ];
  s.open({ "clip-path": main.clip });
  s.path(ribbon(trail, taper(4, 70, 1.6)), { fill: "#7a6a5e", opacity: 0.9 });
  s.path(ribbon(trail, taper(1, 26, 1.6)), { fill: "#a28c78", opacity: 0.5 });
  s.close();
  // grass on both slopes, leaving the crest clear around the rider
  const [before, after] = [pts.filter(([x]) => x < crestX - 70), pts.filter(([x]) => x > crestX + 70)];
  tufts(s, before, 30, "#2d2a3b", 12);
  tufts(s, after, 30, "#2d2a3b", 12);
  // the rider, tilted to sit on the slope under both wheels
  const scale = 1.8;
  const rear = yAt(pts, crestX - 18 * scale);
  const fore = yAt(pts, crestX + 18 * scale);
  cyclist(s, crestX, (rear + fore) / 2 + 3, scale, (Math.atan2(fore - rear, 36 * scale) * 180) / Math.PI, "#141219");
  birds(s, 1000, 260, 3, "#3d3452", 8);
}
