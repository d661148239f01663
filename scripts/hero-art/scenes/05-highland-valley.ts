/** Hero 5: a green highland valley under summer clouds, a gravel road winding away and sheep grazing. */
import { between, gauss, type Rng } from "../noise.ts";
import { blob, type Pt, ribbon, taper, W } from "../paths.ts";
import { attrs, type Scene } from "../scene.ts";
import { cumulus, sky } from "../sky.ts";
import { facets, land, sides, snow, tufts } from "../terrain.ts";

export const title = "Grænn hálendisdalur með malarvegi";

export function draw(s: Scene, rng: Rng): void {
  sky(s, "#3f77ad 0, #7faad0 .35, #c5dae4 .58");
  cumulus(s, 330, 170, 300, 70, "#f1f4f5", "#bac9d4");
  cumulus(s, 1220, 130, 360, 80, "#eef2f4", "#b5c5d1");
  cumulus(s, 820, 260, 200, 40, "#e6ecef", "#b8c7d2");

  const far = land(s, { base: 440, amp: 45, wave: 260, ridged: true, shape: (x) => 50 * gauss(x, 700, 250) }, "#7f98b6", "#9fb3c4");
  snow(s, far, { line: 400, amp: 16, fingers: 30, color: "#e2ebf0" });
  facets(s, far, { color: "#3c5575", opacity: 0.22 });
  const hill1 = land(s, { base: 500, amp: 30, wave: 220, shape: sides([90, 520, 500], [110, 1000, 500]) }, "#7f9f6c", "#8ea87b");
  facets(s, hill1, { color: "#41603a", opacity: 0.25 });
  const hill2 = land(s, { base: 580, amp: 24, wave: 200, shape: sides([190, 560, 560], [150, 1060, 520]) }, "#6b9a4c", "#7aa358");
  facets(s, hill2, { color: "#2f5427", opacity: 0.3, minDrop: 20 });

  // valley floor, dotted with low shrubs
  land(s, { base: 600, amp: 6, wave: 300, shape: sides([140, 420, 420], [150, 1180, 420]) }, "#86ad5a", "#5e8a3b");
  let shrubs = "";
  for (let k = 0; k < 60; k++) {
    const y = 612 + 200 * rng() ** 1.5;
    const r = 3 + (y - 600) / 22;
    shrubs += blob(rng, between(rng, 0, W), y, r * 2.2, r * 0.7, 0.3, 5);
  }
  s.path(shrubs, { fill: "#4f7a31", opacity: 0.45 });

  // the road: its shadow, the gravel, a lighter crown
  const road: Pt[] = [];
  for (let k = 40; k >= 0; k--) {
    const t = k / 40;
    road.push([790 + 260 * Math.sin(t * 7.2 + 0.6) * (1 - t) ** 1.2 + 90 * t, 900 - 305 * (1 - (1 - t) ** 1.6)]);
  }
  s.path(ribbon(road, taper(3, 210, 2.2)), { fill: "#6b5c47", opacity: 0.35, transform: "translate(0 4)" });
  s.path(ribbon(road, taper(3, 200, 2.2)), { fill: s.linear("#b8a98c 0, #a38e6f 1") });
  s.path(ribbon(road, taper(1, 30, 2.2)), { fill: "#c9bb9d", opacity: 0.6 });

  // sheep
  for (let k = 0; k < 9; k++) {
    const x = between(rng, 450, 1150);
    const y = between(rng, 640, 760);
    const r = 3 + (y - 620) / 28;
    s.add(
      `<ellipse${attrs({ cx: x, cy: y, rx: r * 1.4, ry: r, fill: "#ecebe4" })}/><circle${attrs({ cx: x + r * 1.3, cy: y - r * 0.3, r: r * 0.45, fill: "#3a3531" })}/>`,
    );
  }
  const front = land(s, { base: 915, amp: 20, wave: 120, shape: sides([180, 380, 380], [130, 1230, 370]) }, "#527f34", "#2e5220");
  tufts(s, front.pts, 70, "#9cbf63", 16);
}
