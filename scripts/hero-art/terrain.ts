/**
 * Land: ridgelines from fractal noise, the silhouette layers filled under them,
 * and what is painted on a layer: shaded faces, snow, grass.
 */
import { between, clamp01, fbm, makeNoise, pick, type Rng, smooth } from "./noise.ts";
import { below, curve, int, mound, type Pt, polyline, W } from "./paths.ts";
import type { Scene } from "./scene.ts";

export interface RidgeSpec {
  /** Baseline y (before noise and shape). */
  base: number;
  /** Noise amplitude in px. */
  amp?: number;
  /** Wavelength of the first octave, px. */
  wave?: number;
  octaves?: number;
  ridged?: boolean;
  /** Distance between samples, px. */
  step?: number;
  /** Extra height (px, upwards) as a function of x. */
  shape?: (x: number) => number;
  x0?: number;
  x1?: number;
}

/** Points along a noisy line from x0 to x1 (a little past the frame unless told). */
export function ridge(rng: Rng, spec: RidgeSpec): Pt[] {
  const noise = makeNoise(rng);
  const step = spec.step ?? 20;
  const pts: Pt[] = [];
  for (let x = spec.x0 ?? -40; x <= (spec.x1 ?? W + 40) + 0.001; x += step) {
    const n = fbm(noise, x / (spec.wave ?? 300), spec.octaves ?? 4, spec.ridged ?? false);
    pts.push([x, spec.base - (spec.shape?.(x) ?? 0) - (spec.amp ?? 40) * n]);
  }
  return pts;
}

/** y of a polyline at x (linear between samples). */
export function yAt(pts: readonly Pt[], x: number): number {
  for (let k = 0; k < pts.length - 1; k++) {
    const a = pts[k] as Pt;
    const b = pts[k + 1] as Pt;
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (x < (pts[0] as Pt)[0] ? (pts[0] as Pt) : (pts[pts.length - 1] as Pt))[1];
}

/** [height, x, width]: land rising by `height` over `width` px, starting at `x`. */
export type Slope = [height: number, x: number, width: number];

/**
 * A ridge shape that rises towards both edges of the frame: `left` climbs
 * leftwards from its x, `right` rightwards from its x. Frames valleys and bays.
 */
export function sides(left: Slope, right: Slope): (x: number) => number {
  return (x) => left[0] * smooth((left[1] - x) / left[2]) + right[0] * smooth((x - right[1]) / right[2]);
}

/** A silhouette: its outline, and a clip path to paint inside it. */
export interface Layer {
  pts: Pt[];
  clip: string;
}

/** A silhouette under the points, filled with colours spread evenly from top to bottom. */
export function layer(s: Scene, pts: Pt[], ...colours: string[]): Layer {
  const id = s.shape(below(pts));
  s.use(id, { fill: s.linear(colours.map((c, k) => `${c} ${k / (colours.length - 1)}`).join(",")) });
  return { pts, clip: s.clipOf(id) };
}

/** A new ridgeline and its silhouette. */
export const land = (s: Scene, spec: RidgeSpec, ...colours: string[]): Layer => layer(s, ridge(s.rng, spec), ...colours);

interface FacetOptions {
  color: string;
  opacity: number;
  /** Where the light comes from; the faces turned away are shaded. */
  light?: "left" | "right";
  /** Smallest peak-to-valley drop (px) worth shading. */
  minDrop?: number;
  /** How far below the lowest point of the ridge the shade reaches before fading out. */
  depth?: number;
  /** Where the shadow line meets the foot, as a share of the peak-to-valley span (random if unset). */
  spread?: number;
  /** Sideways wobble of the shadow line, as a share of the span. */
  jitter?: number;
}

/**
 * Shadowed faces: from every prominent peak, the slope that faces away from
 * the light is darkened down to a jagged gully line. The shade fades out
 * towards the foot of the layer, so it never ends in a hard edge.
 */
export function facets(s: Scene, l: Layer, o: FacetOptions): void {
  const rng = s.rng;
  const P = o.light === "right" ? [...l.pts].reverse() : l.pts;
  const y = (k: number): number => (P[k] as Pt)[1];
  const lowestY = Math.max(...P.map((p) => p[1]));
  const highestY = Math.min(...P.map((p) => p[1]));
  const bottom = lowestY + (o.depth ?? 60);
  const tol = 3;
  let d = "";
  for (let i = 1; i < P.length - 1; i++) {
    const here = P[i] as Pt;
    if (!(here[1] <= y(i - 1) && here[1] < y(i + 1))) continue;
    let v = i;
    let lowest = i;
    while (v + 1 < P.length && y(v + 1) >= y(v) - tol) {
      v++;
      if (y(v) > y(lowest)) lowest = v;
    }
    const valley = P[lowest] as Pt;
    if (valley[1] - here[1] >= (o.minDrop ?? 30)) {
      const span = valley[0] - here[0];
      const xb = here[0] + span * (o.spread ?? between(rng, 0.1, 0.45));
      let gully = "";
      const n = 7;
      for (let k = 1; k < n; k++) {
        const t = k / n;
        const x = xb + (here[0] - xb) * t + (rng() - 0.5) * Math.abs(span) * (o.jitter ?? 0.18);
        gully += `L${int(x)} ${int(bottom + (here[1] - bottom) * t)}`;
      }
      const outer = valley[0] + span * 0.3;
      d += `${curve(P.slice(i, lowest + 1))}L${int(outer)} ${int(bottom)}L${int(xb)} ${int(bottom)}${gully}Z`;
    }
    i = Math.max(i, lowest - 1);
  }
  if (!d) return;
  const fade = clamp01(1 - (o.depth ?? 60) / (bottom - highestY + 1) - 0.15);
  const { color: c, opacity: op } = o;
  const fill = s.linear(`${c} 0 ${op}, ${c} ${fade} ${op}, ${c} 1 0`, { y1: highestY, y2: bottom, user: true });
  s.path(d, { fill, "clip-path": l.clip });
}

interface SnowOptions {
  /** The snow line's y, fixed or as a function of x. */
  line: number | ((x: number) => number);
  amp?: number;
  /** How far the tongues reach down the gullies, px. */
  fingers?: number;
  color: string;
  opacity?: number;
  wave?: number;
}

/** Snow above a ragged, angular line, with tongues running down the gullies; clipped to the layer. */
export function snow(s: Scene, l: Layer, o: SnowOptions): void {
  const rng = s.rng;
  const [n1, n2, n3] = [makeNoise(rng), makeNoise(rng), makeNoise(rng)];
  const pts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += between(rng, 8, 18)) {
    const base = typeof o.line === "number" ? o.line : o.line(x);
    const finger = Math.max(0, n2(x / 26)) ** 1.3 * (0.4 + 0.6 * Math.abs(n3(x / 90))) * (o.fingers ?? 40);
    pts.push([x, base + (o.amp ?? 20) * fbm(n1, x / (o.wave ?? 90), 3) + finger + between(rng, -3, 3)]);
  }
  s.path(`${polyline(pts)}V-10H-40Z`, { fill: o.color, opacity: o.opacity, "clip-path": l.clip });
}

/** Grass blades along a ridgeline. */
export function tufts(s: Scene, pts: readonly Pt[], n: number, color: string, height: number, width = 2): void {
  const rng = s.rng;
  let d = "";
  for (let k = 0; k < n; k++) {
    // sample near a point of the line, so a filtered line with gaps stays gapped
    const x = pick(rng, pts)[0] + between(rng, -10, 10);
    const y = yAt(pts, x) + 3;
    const blades = 3 + Math.floor(rng() * 3);
    for (let b = 0; b < blades; b++) {
      const lean = between(rng, -0.6, 0.6) * height;
      const h = height * between(rng, 0.5, 1.1);
      d += `M${int(x + b * 2 - blades)} ${int(y)}q${int(lean * 0.3)} ${int(-h * 0.6)} ${int(lean)} ${int(-h)}`;
    }
  }
  s.path(d, { fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round" });
}

type Range = [low: number, high: number];

/** `n` mounds (rocks, boulders) scattered under a ridgeline, `depth` px below it. */
export function mounds(rng: Rng, pts: readonly Pt[], n: number, x: Range, depth: Range, rx: Range, ry: Range): string {
  let d = "";
  for (let k = 0; k < n; k++) {
    const cx = between(rng, x[0], x[1]);
    d += mound(rng, cx, yAt(pts, cx) + between(rng, depth[0], depth[1]), between(rng, rx[0], rx[1]), between(rng, ry[0], ry[1]));
  }
  return d;
}
