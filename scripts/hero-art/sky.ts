/** The sky: gradients, glows around the sun, clouds, stars and birds. */
import { between } from "./noise.ts";
import { blob, ellipse, H, int, num, W } from "./paths.ts";
import { attrs, type Scene } from "./scene.ts";

/** Full-frame vertical gradient from the top down to `bottom` (see Scene.linear for the stops). */
export function sky(s: Scene, stops: string, bottom = H): void {
  s.rect(s.linear(stops, { y2: bottom, user: true }));
}

/** A veil of haze over what is drawn so far: the same full-frame gradient, with see-through stops. */
export const haze = (s: Scene, stops: string): void => sky(s, stops);

/** Soft round glow, squashed vertically by `sy`. */
export function glow(s: Scene, cx: number, cy: number, r: number, color: string, opacity: number, sy = 1): void {
  const fill = s.radial(`${color} 0 ${opacity}, ${color} .4 ${opacity * 0.45}, ${color} 1 0`, cx, cy, r, sy);
  s.add(`<ellipse${attrs({ cx, cy, rx: r, ry: r * sy, fill })}/>`);
}

/** A flat-vector cumulus: a shaded lower lobe under a lit upper lobe. */
export function cumulus(s: Scene, cx: number, cy: number, w: number, h: number, lit: string, shade: string): void {
  const rng = s.rng;
  const n = Math.max(3, Math.round(w / (h * 0.7)));
  const radii = Array.from({ length: n }, (_, k) => h * (0.35 + 0.55 * Math.sin((k / (n - 1)) * Math.PI)) * between(rng, 0.8, 1.15));
  const lobes = (dy: number): string => {
    let d = "";
    radii.forEach((r, k) => {
      d += ellipse(cx - w / 2 + (w * k) / (n - 1), cy + dy - r * 0.6 + h * 0.25, r, r);
    });
    // the flat base, wound the same way as the arcs so nothing cancels out
    return `${d}M${int(cx - w / 2)} ${int(cy + dy)}v${int(h * 0.25)}h${int(w)}v${int(-h * 0.25)}Z`;
  };
  s.open({ "clip-path": s.clipRect(cx - w, cy - h * 3, w * 2, h * 3 + h * 0.48) });
  s.path(lobes(0), { fill: shade, filter: s.blur(2) });
  s.path(lobes(-h * 0.12), { fill: lit, filter: s.blur(2) });
  s.close();
}

/** A long, soft layer cloud. */
export function streak(s: Scene, cx: number, cy: number, w: number, h: number, color: string, opacity: number, sd = 6): void {
  s.path(blob(s.rng, cx, cy, w / 2, h / 2, 0.25, 9), { fill: color, opacity, filter: s.blur(sd) });
}

/** Stars as round dots of three sizes, denser towards the top. */
export function stars(s: Scene, n: number, maxY: number, color: string): void {
  const rng = s.rng;
  const groups: [width: number, opacity: number, d: string][] = [
    [1.6, 0.5, ""],
    [2.4, 0.75, ""],
    [3.4, 0.95, ""],
  ];
  for (let k = 0; k < n; k++) {
    const g = groups[rng() < 0.62 ? 0 : rng() < 0.75 ? 1 : 2] as [number, number, string];
    const y = maxY * rng() ** 1.3;
    g[2] += `M${int(between(rng, 0, W))} ${int(y)}h0`;
  }
  for (const [w, opacity, d] of groups) s.path(d, { stroke: color, "stroke-width": w, "stroke-linecap": "round", opacity });
}

/** Little "v" gulls around (x, y). */
export function birds(s: Scene, x: number, y: number, n: number, color: string, size = 9): void {
  const rng = s.rng;
  let d = "";
  for (let k = 0; k < n; k++) {
    const bx = x + between(rng, -90, 90);
    const by = y + between(rng, -40, 40);
    const w = size * between(rng, 0.6, 1.2);
    const flap = between(rng, 0.2, 0.6) * w;
    d += `M${num(bx - w)} ${num(by - flap)}q${num(w * 0.5)} ${num(-flap * 0.2)} ${num(w)} ${num(flap)}q${num(w * 0.5)} ${num(-flap * 1.2)} ${num(w)} ${num(-flap)}`;
  }
  s.path(d, { fill: "none", stroke: color, "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" });
}
