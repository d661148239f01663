/** Hero 8: a fjord between steep terraced mountains, a small village with a church mirrored in the water. */
import { between, gauss, pick, type Rng, smooth } from "../noise.ts";
import { below, curve, int, num, type Pt, W } from "../paths.ts";
import type { Scene } from "../scene.ts";
import { sky, streak } from "../sky.ts";
import { facets, land, layer, mounds, ridge, sides, snow, tufts, yAt } from "../terrain.ts";
import { ripples, water } from "../water.ts";

export const title = "Fjörður milli brattra fjalla og lítið þorp";

export function draw(s: Scene, rng: Rng): void {
  const shore = 575;
  sky(s, "#56799f 0, #a2b8c9 .55, #dbd2c2 1", shore);
  streak(s, 520, 200, 700, 40, "#eceeec", 0.3, 10);
  streak(s, 1300, 130, 500, 30, "#eceeec", 0.3, 10);
  // everything between the marks and `reflection` below is mirrored in the fjord
  const mark = s.mark();
  const inner = land(s, { base: 520, amp: 30, wave: 160, ridged: true, x0: 480, x1: 1120, shape: (x) => 50 * gauss(x, 820, 110) }, "#93a8ba", "#aebdc7");
  snow(s, inner, { line: 470, amp: 12, fingers: 25, color: "#dfe6eb" });
  facets(s, inner, { color: "#56697e", opacity: 0.25, minDrop: 12, depth: 20 });
  // steep sides, terraced basalt like the Eastfjords
  const walls: [Pt[], "left" | "right"][] = [
    [ridge(rng, { base: shore, amp: 40, wave: 150, ridged: true, x1: 900, shape: (x) => 430 * smooth((770 - x) / 600) ** 0.7 }), "left"],
    [ridge(rng, { base: shore, amp: 36, wave: 150, ridged: true, x0: 780, shape: (x) => 400 * smooth((x - 890) / 560) ** 0.7 }), "right"],
  ];
  let reflection = s.since(mark);
  for (const [pts, side] of walls) {
    const m0 = s.mark();
    const l = layer(s, pts, "#6e7f8f", "#5f7262", "#4d6a40");
    reflection += s.since(m0);
    s.open({ "clip-path": l.clip });
    // basalt terraces: darker steps that tilt gently towards the fjord
    let steps = "";
    for (let y = 150; y < shore - 30; y += between(rng, 26, 44)) {
      steps += curve(ridge(rng, { base: y, amp: 4, wave: 200, step: 50, shape: (x) => (side === "left" ? -0.06 : 0.06) * (x - 820) }));
    }
    s.path(steps, { fill: "none", stroke: "#26323a", "stroke-width": 2.5, opacity: 0.2, "stroke-dasharray": "140 40 70 90 200 30" });
    // scree fans at the foot
    let scree = "";
    for (let k = 0; k < 7; k++) {
      const x = side === "left" ? between(rng, 0, 700) : between(rng, 900, W);
      const y = Math.max(yAt(pts, x) + 60, between(rng, 420, 500));
      const w = between(rng, 30, 70);
      scree += `M${int(x)} ${int(y)}L${int(x + w)} ${shore}H${int(x - w)}Z`;
    }
    s.path(scree, { fill: "#3e5234", opacity: 0.3, filter: s.blur(8, 0.3) });
    s.close();
    const m1 = s.mark();
    snow(s, l, { line: 215, amp: 30, fingers: 80, color: "#cbd6de", wave: 70 });
    facets(s, l, { color: "#1d2c3a", opacity: 0.28, light: side, minDrop: 30, depth: 30 });
    reflection += s.since(m1);
  }

  // village strip on the northern shore
  const villageMark = s.mark();
  const villageShape = (x: number) => 14 * smooth((x - 860) / 50) * smooth((1310 - x) / 50);
  const village = ridge(rng, { base: shore + 2, amp: 2, wave: 100, x0: 840, x1: 1330, step: 20, shape: villageShape });
  s.path(below(village, shore + 3), { fill: "#6c8e4c" });
  const colours = ["#c23b2e", "#efe9dc", "#e1b94a", "#3b6e99", "#c23b2e", "#efe9dc", "#6b8e5a"];
  let x = 890;
  let churchDone = false;
  while (x < 1280) {
    if (!churchDone && x > 1060) {
      const cy = yAt(village, x) + 3;
      s.add(
        `<path d="M${num(x)} ${num(cy)}v-20h26v20ZM${num(x + 2)} ${num(cy - 20)}v-14h9v14Z" fill="#f1ede4"/>` +
          `<path d="M${num(x - 2)} ${num(cy - 20)}l15 -11l15 11ZM${num(x + 1)} ${num(cy - 34)}l5.5 -14l5.5 14Z" fill="#b23a2c"/>`,
      );
      x += 36;
      churchDone = true;
      continue;
    }
    const w = between(rng, 13, 21);
    const h = between(rng, 9, 15);
    const y = yAt(village, x) + 3 - between(rng, 0, 6);
    s.add(
      `<path d="M${num(x)} ${num(y)}v${num(-h)}h${num(w)}v${num(h)}Z" fill="${pick(rng, colours)}"/>` +
        `<path d="M${num(x - 1.5)} ${num(y - h)}l${num(w / 2 + 1.5)} ${num(-h * 0.55)}l${num(w / 2 + 1.5)} ${num(h * 0.55)}Z" fill="${pick(rng, ["#2f3438", "#8a2a22", "#3d4f5a"])}"/>` +
        `<path d="M${num(x + w * 0.3)} ${num(y - h * 0.6)}h${num(w * 0.25)}v${num(h * 0.25)}h${num(-w * 0.25)}Z" fill="#3a4048" opacity=".6"/>`,
    );
    x += w + between(rng, 4, 16);
  }
  // a pier and a small boat
  s.path(`M1140 ${shore + 5}h60`, { stroke: "#4f4740", "stroke-width": 4 });
  s.add(`<path d="M1212 ${shore + 13}h30l-5 6h-21Z" fill="#e8e2d6"/><path d="M1222 ${shore + 13}v-8h8v8Z" fill="#c23b2e"/>`);
  reflection += s.since(villageMark);
  water(s, shore + 3, "#8aa0ad 0, #5a7888 .4, #2b4554 1", { markup: reflection, opacity: 0.55, sd: 1.5 });
  ripples(s, { y0: shore + 6, y1: 900, count: 110, len: [30, 160], color: "#c5d3da", opacity: 0.3 });

  const front = land(s, { base: 930, amp: 24, wave: 110, shape: sides([200, 480, 480], [60, 1350, 250]) }, "#5a6b48", "#2a3324");
  s.open({ "clip-path": front.clip });
  s.path(mounds(rng, front.pts, 16, [-20, 500], [20, 120], [10, 26], [6, 14]), { fill: "#3a3f38" });
  s.close();
  tufts(s, front.pts, 50, "#96a66b", 14);
}
