/** Water: a lake or sea surface with the land mirrored in it, and ripples or sparkle on top. */
import { between } from "./noise.ts";
import { H, int, num, W } from "./paths.ts";
import { attrs, type Scene } from "./scene.ts";

/**
 * Water surface below `horizon`: a gradient, then, if given, the markup drawn
 * since a `Scene.mark` flipped about the horizon, blurred and faded.
 */
export function water(s: Scene, horizon: number, stops: string, reflection?: { markup: string; opacity: number; sd?: number }): void {
  s.add(`<rect${attrs({ x: -20, y: horizon, width: W + 40, height: H - horizon + 20, fill: s.linear(stops) })}/>`);
  if (!reflection) return;
  const clip = s.clipRect(-20, horizon, W + 40, H - horizon + 20);
  const flip = `matrix(1 0 0 -1 0 ${int(horizon * 2)})`;
  s.add(
    `<g clip-path="${clip}" opacity="${num(reflection.opacity)}"><g transform="${flip}" filter="${s.blur(reflection.sd ?? 2, 0.05)}">${reflection.markup}</g></g>`,
  );
}

interface RippleOptions {
  /** Rows from y0 to y1, bunched towards y0 (far away) and longer nearer. */
  y0: number;
  y1: number;
  count: number;
  len: [number, number];
  color: string;
  opacity: number;
  width?: number;
  /** If set, strokes gather around this x (a path of sunlight), widening nearer. */
  centre?: number;
  spread?: number;
}

/** Short horizontal strokes for sparkle and ripples on water (or pebbles on land). */
export function ripples(s: Scene, o: RippleOptions): void {
  const rng = s.rng;
  let d = "";
  for (let k = 0; k < o.count; k++) {
    const t = rng();
    const y = o.y0 + (o.y1 - o.y0) * t * t;
    const near = (y - o.y0) / (o.y1 - o.y0 || 1);
    const len = between(rng, o.len[0], o.len[1]) * (0.3 + near);
    let x: number;
    if (o.centre !== undefined) {
      const spread = (o.spread ?? 60) * (0.3 + near * 1.4);
      x = o.centre + (rng() + rng() + rng() - 1.5) * spread;
    } else x = between(rng, -20, W + 20);
    d += `M${int(x - len / 2)} ${int(y)}h${int(len)}`;
  }
  s.path(d, { stroke: o.color, "stroke-width": o.width ?? 2, "stroke-linecap": "round", opacity: o.opacity, fill: "none" });
}
