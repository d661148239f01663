/**
 * Draws the 15 hero landscapes (src/web/assets/hero/hero-01.svg … hero-15.svg).
 *
 *   node scripts/generate-hero-art.ts          writes the files
 *   node scripts/generate-hero-art.ts --check  verifies they exist, are small and look like SVG
 *
 * Everything comes from a seeded PRNG, so running it twice writes the same bytes.
 * The pictures are flat-vector paintings: layered ridgelines (value noise, then
 * Catmull-Rom curves), gradients for sky and haze, and a faint grain on top.
 * No text, fonts, scripts or external references, so an <img> can show them as-is.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "web", "assets", "hero");
const W = 1600;
const H = 900;
const MAX_BYTES = 80 * 1024;
const COUNT = 15;

// ---------------------------------------------------------------------------
// Randomness and noise

type Rng = () => number;
type Pt = [number, number];

/** mulberry32: tiny, fast and good enough for scattering rocks. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
const smooth = (v: number): number => {
  const t = clamp01(v);
  return t * t * (3 - 2 * t);
};
const gauss = (x: number, centre: number, width: number): number => Math.exp(-(((x - centre) / width) ** 2));

/** 1-D value noise in [-1, 1] over a random lattice. */
function makeNoise(rng: Rng): (x: number) => number {
  const size = 256;
  const lattice = Array.from({ length: size }, () => rng() * 2 - 1);
  const offset = rng() * size;
  return (x: number) => {
    const v = x + offset;
    const i = Math.floor(v);
    const f = v - i;
    const a = lattice[((i % size) + size) % size] as number;
    const b = lattice[(((i + 1) % size) + size) % size] as number;
    return a + (b - a) * f * f * (3 - 2 * f);
  };
}

/** Fractal sum of octaves; `ridged` folds each octave so peaks come out sharp. */
function fbm(noise: (x: number) => number, x: number, octaves: number, ridged = false, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let freq = 1;
  for (let o = 0; o < octaves; o++) {
    const n = noise(x * freq + o * 31.7);
    sum += amp * (ridged ? 1 - 2 * Math.abs(n) : n);
    norm += amp;
    amp *= gain;
    freq *= 2;
  }
  return sum / norm;
}

// ---------------------------------------------------------------------------
// Numbers, colours, path data

/** One decimal at most, no trailing ".0", no "-0". */
function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}
const int = (v: number): string => {
  const r = Math.round(v);
  return r === 0 ? "0" : String(r);
};
const pt = (p: Pt): string => `${int(p[0])} ${int(p[1])}`;

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** Linear blend of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] as number) - c) * clamp01(t)));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Cubic Bézier segments (Catmull-Rom) through the points, written with relative
 * "c" commands measured from the rounded pen position, so nothing drifts.
 */
function catmull(pts: readonly Pt[], closed: boolean, precise: boolean): string {
  const n = pts.length;
  const round = precise ? (v: number) => Math.round(v * 10) / 10 : Math.round;
  const f = precise ? num : int;
  const at = (k: number): Pt => (closed ? (pts[(k + n) % n] as Pt) : (pts[Math.max(0, Math.min(n - 1, k))] as Pt));
  const start = pts[0] as Pt;
  let pen: Pt = [round(start[0]), round(start[1])];
  let d = "";
  const segments = closed ? n : n - 1;
  for (let k = 0; k < segments; k++) {
    const p0 = at(k - 1);
    const p1 = at(k);
    const p2 = at(k + 1);
    const p3 = at(k + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    const end: Pt = [round(p2[0]), round(p2[1])];
    const rel = [c1[0] - pen[0], c1[1] - pen[1], c2[0] - pen[0], c2[1] - pen[1], end[0] - pen[0], end[1] - pen[1]];
    d += `c${rel.map((v, i) => (i >= 4 ? f(round(v)) : f(v))).join(" ")}`.replace(/ -/g, "-");
    pen = end;
  }
  return d;
}

/** Smooth open curve through the points. */
function curve(pts: readonly Pt[], move = true): string {
  const first = pts[0];
  if (!first) return "";
  return `${move ? "M" : "L"}${pt(first)}${catmull(pts, false, false)}`;
}

/** Smooth closed curve through the points. */
function closedCurve(pts: readonly Pt[], precise = false): string {
  const first = pts[0] as Pt;
  const f = precise ? (p: Pt) => `${num(p[0])} ${num(p[1])}` : pt;
  return `M${f(first)}${catmull(pts, true, precise)}Z`;
}

/** Straight segments through the points (for angular edges like snow). */
function polyline(pts: readonly Pt[], move = true): string {
  return pts.map((p, k) => `${k === 0 && move ? "M" : "L"}${pt(p)}`).join("");
}

/** Region under a ridgeline, down to `bottom`. */
const below = (pts: readonly Pt[], bottom = H + 10): string => `${curve(pts)}V${int(bottom)}H${int((pts[0] as Pt)[0])}Z`;

/** Band between two curves that run the same way. */
const band = (top: readonly Pt[], bottom: readonly Pt[]): string => `${curve(top)}${curve([...bottom].reverse(), false)}Z`;

/** A blob: a closed wobbly ellipse. */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.18, n = 7): string {
  const pts: Pt[] = [];
  const turn = rng() * Math.PI * 2;
  for (let k = 0; k < n; k++) {
    const a = turn + (k / n) * Math.PI * 2;
    const r = 1 + (rng() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return closedCurve(pts, rx < 12);
}

/** A mound that sits on a flat base: half a wobbly ellipse. */
function mound(rng: Rng, cx: number, base: number, rx: number, ry: number): string {
  const pts: Pt[] = [[cx - rx, base]];
  const n = 6;
  for (let k = 1; k < n; k++) {
    const a = Math.PI - (k / n) * Math.PI;
    const r = 1 + (rng() * 2 - 1) * 0.12;
    pts.push([cx + Math.cos(a) * rx * r, base - Math.sin(a) * ry * r]);
  }
  pts.push([cx + rx, base]);
  return `${curve(pts)}Z`;
}

// ---------------------------------------------------------------------------
// Ridgelines

interface RidgeSpec {
  /** Baseline y (before noise and shape). */
  base: number;
  /** Noise amplitude in px. */
  amp?: number;
  /** Wavelength of the first octave, px. */
  wave?: number;
  octaves?: number;
  ridged?: boolean;
  gain?: number;
  step?: number;
  /** Extra height (px, upwards) as a function of x. */
  shape?: (x: number) => number;
  x0?: number;
  x1?: number;
}

function ridge(rng: Rng, spec: RidgeSpec): Pt[] {
  const noise = makeNoise(rng);
  const step = spec.step ?? 20;
  const x0 = spec.x0 ?? -40;
  const x1 = spec.x1 ?? W + 40;
  const pts: Pt[] = [];
  for (let x = x0; x <= x1 + 0.001; x += step) {
    const n = fbm(noise, x / (spec.wave ?? 300), spec.octaves ?? 4, spec.ridged ?? false, spec.gain ?? 0.5);
    pts.push([x, spec.base - (spec.shape?.(x) ?? 0) - (spec.amp ?? 40) * n]);
  }
  return pts;
}

/** y of a polyline at x (linear between samples). */
function yAt(pts: readonly Pt[], x: number): number {
  for (let k = 0; k < pts.length - 1; k++) {
    const a = pts[k] as Pt;
    const b = pts[k + 1] as Pt;
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (x < (pts[0] as Pt)[0] ? (pts[0] as Pt) : (pts[pts.length - 1] as Pt))[1];
}

// ---------------------------------------------------------------------------
// The SVG document

type Stop = [offset: number, color: string, opacity?: number];
type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : v}"`;
  }
  return out;
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${num(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${num(op)}"`}/>`).join("");
}

class Scene {
  rng: Rng;
  private prefix: string;
  private defs: string[] = [];
  private body: string[] = [];
  private counter = 0;
  private blurs = new Map<string, string>();

  constructor(index: number) {
    this.rng = mulberry32(0x5eed + index * 7919);
    this.prefix = `h${String(index).padStart(2, "0")}`;
  }

  uid(): string {
    return `${this.prefix}${(this.counter++).toString(36)}`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** Vertical linear gradient (top to bottom of the shape unless told otherwise). */
  linear(stops: readonly Stop[], g: { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean } = {}): string {
    const id = this.uid();
    const a: Attrs = { id, x1: g.x1 ?? 0, y1: g.y1 ?? 0, x2: g.x2 ?? 0, y2: g.y2 ?? 1 };
    if (g.user) a.gradientUnits = "userSpaceOnUse";
    this.defs.push(`<linearGradient${attrs(a)}>${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.uid();
    const transform = sy === 1 ? undefined : `matrix(1 0 0 ${num(sy)} 0 ${num(cy * (1 - sy))})`;
    this.defs.push(
      `<radialGradient${attrs({ id, cx, cy, r, gradientUnits: "userSpaceOnUse", gradientTransform: transform })}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter, shared per deviation. */
  blur(sd: number, margin = 0.5): string {
    const key = `${sd}/${margin}`;
    const existing = this.blurs.get(key);
    if (existing) return existing;
    const id = this.uid();
    const m = `${Math.round(margin * 100)}%`;
    const size = `${Math.round(100 + margin * 200)}%`;
    this.defs.push(`<filter id="${id}" x="-${m}" y="-${m}" width="${size}" height="${size}"><feGaussianBlur stdDeviation="${num(sd)}"/></filter>`);
    const url = `url(#${id})`;
    this.blurs.set(key, url);
    return url;
  }

  /** A reusable shape in <defs>; returns its id. */
  shape(d: string): string {
    const id = this.uid();
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }

  /** Clip path made from a shape defined with `shape`. */
  clipOf(shapeId: string): string {
    const id = this.uid();
    this.defs.push(`<clipPath id="${id}"><use href="#${shapeId}"/></clipPath>`);
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, w: number, h: number): string {
    const id = this.uid();
    this.defs.push(`<clipPath id="${id}"><rect${attrs({ x, y, width: w, height: h })}/></clipPath>`);
    return `url(#${id})`;
  }

  path(d: string, a: Attrs): void {
    this.body.push(`<path d="${d}"${attrs(a)}/>`);
  }

  use(id: string, a: Attrs): string {
    const markup = `<use href="#${id}"${attrs(a)}/>`;
    this.body.push(markup);
    return markup;
  }

  open(a: Attrs): void {
    this.body.push(`<g${attrs(a)}>`);
  }

  close(): void {
    this.body.push("</g>");
  }

  rect(fill: string, a: Attrs = {}): void {
    this.body.push(`<rect${attrs({ x: 0, y: 0, width: W, height: H, ...a, fill })}/>`);
  }

  /** Mark the body length, to copy a run of markup later (for reflections). */
  mark(): number {
    return this.body.length;
  }

  since(mark: number): string {
    return this.body.slice(mark).join("");
  }

  render(title: string, grain = 0.07): string {
    const grainId = this.uid();
    this.defs.push(
      `<filter id="${grainId}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="${this.prefix.slice(1)}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .5 0 0 0 0 .5 0 0 0 0 .5 0 0 0 1.6 -.8"/></filter>`,
    );
    const grainRect = grain > 0 ? `<rect width="${W}" height="${H}" filter="url(#${grainId})" opacity="${num(grain)}"/>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">` +
      `<title>${title}</title><defs>${this.defs.join("")}</defs>${this.body.join("")}${grainRect}</svg>\n`
    );
  }
}

// ---------------------------------------------------------------------------
// Painting helpers

interface Layer {
  id: string;
  pts: Pt[];
  clip: string;
}

/** A silhouette layer filled with a top-to-bottom gradient. */
function layer(s: Scene, pts: Pt[], top: string, bottom: string, a: Attrs = {}, mid?: string): Layer {
  const id = s.shape(below(pts));
  const stops: Stop[] = mid
    ? [
        [0, top],
        [0.5, mid],
        [1, bottom],
      ]
    : [
        [0, top],
        [1, bottom],
      ];
  s.use(id, { fill: s.linear(stops), ...a });
  return { id, pts, clip: s.clipOf(id) };
}

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
function facets(s: Scene, l: Layer, o: FacetOptions): void {
  const rng = s.rng;
  const P = o.light === "right" ? [...l.pts].reverse() : l.pts;
  const lowestY = Math.max(...P.map((p) => p[1]));
  const highestY = Math.min(...P.map((p) => p[1]));
  const bottom = lowestY + (o.depth ?? 60);
  const minDrop = o.minDrop ?? 30;
  const tol = 3;
  let d = "";
  for (let i = 1; i < P.length - 1; i++) {
    const here = P[i] as Pt;
    if (!(here[1] <= (P[i - 1] as Pt)[1] && here[1] < (P[i + 1] as Pt)[1])) continue;
    let v = i;
    let lowest = i;
    while (v + 1 < P.length && (P[v + 1] as Pt)[1] >= (P[v] as Pt)[1] - tol) {
      v++;
      if ((P[v] as Pt)[1] > (P[lowest] as Pt)[1]) lowest = v;
    }
    const valley = P[lowest] as Pt;
    const drop = valley[1] - here[1];
    if (drop >= minDrop) {
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
  const fill = s.linear(
    [
      [0, o.color, o.opacity],
      [fade, o.color, o.opacity],
      [1, o.color, 0],
    ],
    { y1: highestY, y2: bottom, user: true },
  );
  s.path(d, { fill, "clip-path": l.clip });
}

/**
 * Snow above a ragged, angular line, with tongues running down the gullies;
 * clipped to the layer.
 */
function snow(
  s: Scene,
  l: Layer,
  o: { line: number | ((x: number) => number); amp?: number; fingers?: number; color: string; opacity?: number; wave?: number },
): void {
  const rng = s.rng;
  const n1 = makeNoise(rng);
  const n2 = makeNoise(rng);
  const n3 = makeNoise(rng);
  const pts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += between(rng, 8, 18)) {
    const base = typeof o.line === "number" ? o.line : o.line(x);
    const finger = Math.max(0, n2(x / 26)) ** 1.3 * (0.4 + 0.6 * Math.abs(n3(x / 90))) * (o.fingers ?? 40);
    pts.push([x, base + (o.amp ?? 20) * fbm(n1, x / (o.wave ?? 90), 3) + finger + between(rng, -3, 3)]);
  }
  s.path(`${polyline(pts)}V-10H-40Z`, { fill: o.color, opacity: o.opacity, "clip-path": l.clip });
}

/** Full-frame sky. */
function sky(s: Scene, stops: readonly Stop[], bottom = H): void {
  s.rect(s.linear(stops, { y2: bottom, user: true }));
}

/** Soft round glow. */
function glow(s: Scene, cx: number, cy: number, r: number, color: string, opacity: number, sy = 1): void {
  s.add(
    `<ellipse${attrs({
      cx,
      cy,
      rx: r,
      ry: r * sy,
      fill: s.radial(
        [
          [0, color, opacity],
          [0.4, color, opacity * 0.45],
          [1, color, 0],
        ],
        cx,
        cy,
        r,
        sy,
      ),
    })}/>`,
  );
}

/** A flat-vector cumulus: a shaded lower lobe under a lit upper lobe. */
function cumulus(s: Scene, cx: number, cy: number, w: number, h: number, lit: string, shade: string, soft = 2): void {
  const rng = s.rng;
  const n = Math.max(3, Math.round(w / (h * 0.7)));
  const radii = Array.from({ length: n }, (_, k) => {
    const t = k / (n - 1);
    return h * (0.35 + 0.55 * Math.sin(t * Math.PI)) * between(rng, 0.8, 1.15);
  });
  const lobes = (dy: number): string => {
    let d = "";
    radii.forEach((r, k) => {
      const x = cx - w / 2 + (w * k) / (n - 1);
      const y = cy + dy - r * 0.6 + h * 0.25;
      d += `M${int(x - r)} ${int(y)}a${int(r)} ${int(r)} 0 1 0 ${int(2 * r)} 0a${int(r)} ${int(r)} 0 1 0 ${int(-2 * r)} 0`;
    });
    // the flat base, wound the same way as the arcs so nothing cancels out
    d += `M${int(cx - w / 2)} ${int(cy + dy)}v${int(h * 0.25)}h${int(w)}v${int(-h * 0.25)}Z`;
    return d;
  };
  const clip = s.clipRect(cx - w, cy - h * 3, w * 2, h * 3 + h * 0.48);
  s.open({ "clip-path": clip });
  s.path(lobes(0), { fill: shade, filter: soft ? s.blur(soft) : undefined });
  s.path(lobes(-h * 0.12), { fill: lit, filter: soft ? s.blur(soft) : undefined });
  s.close();
}

/** A long, soft layer cloud. */
function streak(s: Scene, cx: number, cy: number, w: number, h: number, color: string, opacity: number, sd = 6): void {
  s.path(blob(s.rng, cx, cy, w / 2, h / 2, 0.25, 9), { fill: color, opacity, filter: s.blur(sd) });
}

/** Short horizontal strokes for sparkle and ripples on water. */
function ripples(
  s: Scene,
  o: {
    y0: number;
    y1: number;
    x0?: number;
    x1?: number;
    count: number;
    len: [number, number];
    color: string;
    opacity: number;
    width?: number;
    centre?: number;
    spread?: number;
  },
): void {
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
    } else x = between(rng, o.x0 ?? -20, o.x1 ?? W + 20);
    d += `M${int(x - len / 2)} ${int(y)}h${int(len)}`;
  }
  s.path(d, { stroke: o.color, "stroke-width": o.width ?? 2, "stroke-linecap": "round", opacity: o.opacity, fill: "none" });
}

/** Little "v" gulls. */
function birds(s: Scene, x: number, y: number, n: number, color: string, size = 9): void {
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

/** Grass blades along a ridgeline. */
function tufts(s: Scene, pts: readonly Pt[], n: number, color: string, height: number, width = 2): void {
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

/** Stars as round dots. */
function stars(s: Scene, n: number, maxY: number, color: string): void {
  const rng = s.rng;
  const groups: [number, number, string][] = [
    [1.6, 0.5, ""],
    [2.4, 0.75, ""],
    [3.4, 0.95, ""],
  ];
  for (let k = 0; k < n; k++) {
    const g = groups[rng() < 0.62 ? 0 : rng() < 0.75 ? 1 : 2] as [number, number, string];
    const y = maxY * rng() ** 1.3;
    g[2] += `M${int(between(rng, 0, W))} ${int(y)}h0`;
  }
  for (const [w, op, d] of groups) {
    s.path(d, { stroke: color, "stroke-width": w, "stroke-linecap": "round", opacity: op });
  }
}

/** Centre-line ribbon (a road or a trail) with width varying along it. */
function ribbon(centre: readonly Pt[], width: (t: number) => number): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let k = 0; k < centre.length; k++) {
    const p = centre[k] as Pt;
    const a = centre[Math.max(0, k - 1)] as Pt;
    const b = centre[Math.min(centre.length - 1, k + 1)] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = width(k / (centre.length - 1)) / 2;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  }
  return band(left, right);
}

/** Mirror a run of markup about a horizontal line, clipped to the water below it. */
function reflect(s: Scene, markup: string, horizon: number, opacity: number, sd = 2): void {
  const clip = s.clipRect(-20, horizon, W + 40, H - horizon + 20);
  s.add(
    `<g clip-path="${clip}" opacity="${num(opacity)}"><g transform="matrix(1 0 0 -1 0 ${int(horizon * 2)})" filter="${s.blur(sd, 0.05)}">${markup}</g></g>`,
  );
}

/** Water surface: gradient, then a reflection of what was drawn since `mark`. */
function water(s: Scene, horizon: number, stops: readonly Stop[], reflection?: { markup: string; opacity: number; sd?: number }): void {
  s.add(`<rect${attrs({ x: -20, y: horizon, width: W + 40, height: H - horizon + 20, fill: s.linear(stops) })}/>`);
  if (reflection) reflect(s, reflection.markup, horizon, reflection.opacity, reflection.sd);
}

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

// ---------------------------------------------------------------------------
// The fifteen scenes

interface Art {
  title: string;
  draw: (s: Scene) => void;
}

const scenes: Art[] = [
  { title: "Skriðjökull undir bláum fjöllum", draw: glacier },
  { title: "Miðnætursól yfir hafinu", draw: midnightSun },
  { title: "Svört sandfjara og brimsorfnir drangar", draw: blackSand },
  { title: "Mosavaxið hraun og eldfjall í fjarska", draw: mossLava },
  { title: "Grænn hálendisdalur með malarvegi", draw: highlandValley },
  { title: "Foss fellur fram af hamravegg", draw: waterfall },
  { title: "Norðurljós yfir snæviþöktum fjöllum", draw: northernLights },
  { title: "Fjörður milli brattra fjalla og lítið þorp", draw: fjord },
  { title: "Líparítfjöll í bleikum, appelsínugulum og gulum litum", draw: rhyolite },
  { title: "Stapi rís upp úr svartri eyðimörk", draw: tableMountain },
  { title: "Stöðuvatn með grónum gervigígum", draw: pseudocraters },
  { title: "Sjávarklettar og viti í kvöldbirtu", draw: lighthouse },
  { title: "Haustlitir á heiðinni við stöðuvatn", draw: autumnTundra },
  { title: "Eldgos lýsir upp ljósaskiptin", draw: eruption },
  { title: "Hjólreiðamaður á malarslóða yfir fjallshrygg", draw: ridgeRider },
];

// 1 — glacier tongue between ice-blue mountains, with a lagoon below
function glacier(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#42648a"],
    [0.35, "#7697b6"],
    [0.62, "#aabfce"],
  ]);
  streak(s, 380, 150, 700, 40, "#d0dce6", 0.35, 10);
  streak(s, 1250, 210, 600, 30, "#d0dce6", 0.3, 10);

  const far = ridge(rng, { base: 410, amp: 70, wave: 230, ridged: true, shape: (x) => 70 * gauss(x, 760, 320) + 40 * gauss(x, 1350, 200) });
  const farL = layer(s, far, "#91aac3", "#a9bed0");
  snow(s, farL, { line: 370, amp: 25, fingers: 40, color: "#d2dfe9" });
  facets(s, farL, { color: "#3f5d80", opacity: 0.3, minDrop: 25 });
  s.rect(
    s.linear(
      [
        [0.36, "#bccbd7", 0],
        [0.6, "#bccbd7", 0.55],
      ],
      { y2: H, user: true },
    ),
  );

  const mid = ridge(rng, {
    base: 690,
    amp: 45,
    wave: 220,
    ridged: true,
    shape: (x) => 420 * Math.max(0, Math.min(1, (Math.abs(x - 800) - 110) / 600)) ** 0.75,
  });
  const midL = layer(s, mid, "#67839f", "#4a5f77");
  snow(s, midL, { line: (x) => 330 + Math.abs(x - 800) * 0.08, amp: 30, fingers: 60, color: "#b6c8d8" });
  facets(s, midL, { color: "#1f3653", opacity: 0.38, minDrop: 25 });

  // the glacier tongue
  const cx = (t: number) => 800 + 35 * Math.sin(t * 2.6 + 0.4);
  const cy = (t: number) => 350 + t * 338;
  const hw = (t: number) => 60 + 110 * t + 150 * t ** 4;
  const edgeNoise = makeNoise(rng);
  const leftEdge: Pt[] = [];
  const rightEdge: Pt[] = [];
  for (let k = 0; k <= 14; k++) {
    const t = k / 14;
    leftEdge.push([cx(t) - hw(t) + 12 * edgeNoise(k * 0.7), cy(t)]);
    rightEdge.push([cx(t) + hw(t) + 12 * edgeNoise(k * 0.7 + 40), cy(t)]);
  }
  const snout: Pt[] = [];
  for (let k = 1; k < 8; k++) {
    const t = k / 8;
    const x = cx(1) - hw(1) + 2 * hw(1) * t;
    snout.push([x, cy(1) + 20 * Math.sin(t * Math.PI) + 6 * edgeNoise(k * 2 + 90)]);
  }
  const tongue = s.shape(closedCurve([...leftEdge, ...snout, ...[...rightEdge].reverse()]));
  const tongueClip = s.clipOf(tongue);
  s.use(tongue, {
    fill: s.linear([
      [0, "#d2dfe9"],
      [0.12, "#c6d6e3"],
      [0.5, "#a9c0d4"],
      [0.85, "#92aac0"],
      [1, "#75879a"],
    ]),
  });
  s.open({ "clip-path": tongueClip });
  // light from the left, bluish shade on the right half
  s.rect(
    s.linear(
      [
        [0.45, "#3d6490", 0],
        [0.7, "#3d6490", 0.3],
      ],
      { x1: 0, y1: 0, x2: W, y2: 0, user: true },
    ),
  );
  // crevasse fields, bowed downstream
  let crev = "";
  for (let k = 0; k < 70; k++) {
    const t = 0.22 + 0.76 * rng() ** 0.8;
    const u = between(rng, -0.8, 0.8);
    const w = hw(t) * between(rng, 0.1, 0.26);
    const x = cx(t) + u * hw(t);
    const y = cy(t);
    crev += `M${int(x - w)} ${int(y - w * 0.15 * u)}q${int(w)} ${num(w * 0.18 + 2)} ${int(2 * w)} ${num(w * 0.3 * u)}`;
  }
  s.path(crev, { fill: "none", stroke: "#56799f", "stroke-width": 1.8, opacity: 0.45, "stroke-linecap": "round" });
  // dirty margins where the ice scrapes the valley sides
  s.use(tongue, {
    fill: "none",
    stroke: s.linear([
      [0.3, "#4f565e", 0],
      [0.6, "#4f565e", 0.55],
    ]),
    "stroke-width": 22,
    filter: s.blur(3, 0.1),
  });
  // medial moraines
  for (const u of [-0.42, 0.3]) {
    const line: Pt[] = [];
    for (let k = 0; k <= 12; k++) {
      const t = k / 12;
      line.push([cx(t) + u * hw(t) + 6 * edgeNoise(k + u * 50), cy(t) + 10 * t]);
    }
    s.path(curve(line), { fill: "none", stroke: "#4f565e", "stroke-width": 5, opacity: 0.4 });
  }
  // blue ice cliff at the snout
  const front = [[cx(1) - hw(1) - 20, cy(1) - 10] as Pt, ...snout, [cx(1) + hw(1) + 20, cy(1) - 10] as Pt];
  s.path(
    band(
      front.map(([x, y]) => [x, y - 22] as Pt),
      front.map(([x, y]) => [x, y + 30] as Pt),
    ),
    { fill: "#6f9abd", opacity: 0.9 },
  );
  s.close();

  // near flanks framing the view
  const flank = ridge(rng, {
    base: 770,
    amp: 30,
    wave: 180,
    shape: (x) => 420 * Math.max(0, Math.min(1, (Math.abs(x - 800) - 430) / 420)) ** 1.1,
  });
  const flankL = layer(s, flank, "#3b4c5e", "#222d39");
  snow(s, flankL, { line: 420, amp: 30, fingers: 50, color: "#9fb3c6", opacity: 0.85 });
  facets(s, flankL, { color: "#0f1822", opacity: 0.4, minDrop: 20 });

  // lagoon with icebergs
  const lagoonTop = 701;
  s.path(`M-20 ${lagoonTop}H1620V800H-20Z`, {
    fill: s.linear([
      [0, "#55799a"],
      [1, "#2c4760"],
    ]),
  });
  ripples(s, { y0: lagoonTop + 4, y1: 796, count: 70, len: [20, 90], color: "#a0bdd2", opacity: 0.35 });
  for (let k = 0; k < 18; k++) {
    const x = between(rng, 300, 1300);
    const y = between(rng, lagoonTop + 20, 790);
    const sz = (6 + 18 * rng()) * (0.6 + (y - lagoonTop) / 70);
    const top = `M${int(x - sz)} ${int(y)}L${int(x - sz * 0.6)} ${int(y - sz * between(rng, 0.4, 0.8))}L${int(x + sz * 0.1)} ${int(y - sz * between(rng, 0.6, 1))}L${int(x + sz * 0.7)} ${int(y - sz * 0.4)}L${int(x + sz)} ${int(y)}Z`;
    s.path(top, { fill: rng() < 0.45 ? "#8fbcdc" : "#c9dbe8" });
    s.path(`M${int(x)} ${int(y)}L${int(x + sz * 0.7)} ${int(y - sz * 0.4)}L${int(x + sz)} ${int(y)}Z`, { fill: "#4f7fa8", opacity: 0.55 });
    s.path(`M${int(x - sz)} ${int(y + 2)}h${int(sz * 2)}`, { stroke: "#a9c9de", "stroke-width": 2, opacity: 0.4 });
  }

  // dark moraine foreground
  const shore = ridge(rng, { base: 815, amp: 18, wave: 140, shape: (x) => 60 * gauss(x, 180, 260) + 40 * gauss(x, 1500, 200) });
  const shoreL = layer(s, shore, "#3f3e3b", "#232324");
  s.open({ "clip-path": shoreL.clip });
  let stones = "";
  for (let k = 0; k < 80; k++) {
    const x = between(rng, -20, W + 20);
    const y = yAt(shore, x) + between(rng, 4, 90);
    const r = 2 + (y - 780) / 25;
    stones += `M${int(x)} ${int(y)}h${int(r)}`;
  }
  s.path(stones, { stroke: "#6a6862", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.6 });
  s.close();
  const shore2 = ridge(rng, { base: 870, amp: 16, wave: 110, shape: (x) => 60 * gauss(x, 1350, 300) });
  layer(s, shore2, "#2c2b2a", "#161617");
  tufts(s, shore, 40, "#51613f", 10);
  tufts(s, shore2, 30, "#3f4c33", 12);
}

// 2 — midnight sun low over the sea
function midnightSun(s: Scene): void {
  const rng = s.rng;
  const horizon = 585;
  sky(
    s,
    [
      [0, "#2d3461"],
      [0.3, "#6c4a6e"],
      [0.55, "#c26a5a"],
      [0.8, "#ee9a50"],
      [1, "#f7c06a"],
    ],
    horizon,
  );
  glow(s, 820, 540, 700, "#ffb35c", 0.55, 0.55);
  for (let k = 0; k < 7; k++) {
    const y = between(rng, 120, 470);
    const c = y < 300 ? "#a2607a" : "#f0a070";
    streak(s, between(rng, 0, W), y, between(rng, 300, 800), between(rng, 10, 26), c, 0.45, 4);
  }
  s.add(`<circle cx="820" cy="548" r="42" fill="#ffe3a3"/>`);
  glow(s, 820, 548, 130, "#fff0c0", 0.6);

  const mark = s.mark();
  const headland = ridge(rng, { base: horizon + 2, amp: 10, wave: 200, shape: (x) => 70 * smooth((460 - x) / 380) + 8 * gauss(x, 300, 60) });
  layer(s, headland, "#7b4c66", "#8a5668");
  const island = ridge(rng, {
    base: horizon + 2,
    amp: 4,
    wave: 80,
    x0: 1120,
    x1: 1440,
    step: 10,
    shape: (x) => 55 * smooth((x - 1140) / 50) * smooth((1420 - x) / 70),
  });
  s.path(below(island, horizon + 2), { fill: "#6e4360" });
  const reflection = s.since(mark);

  water(
    s,
    horizon,
    [
      [0, "#e39a62"],
      [0.35, "#a3606a"],
      [1, "#2d2746"],
    ],
    { markup: reflection, opacity: 0.6 },
  );
  ripples(s, { y0: horizon + 3, y1: 900, count: 220, len: [10, 60], color: "#ffd28c", opacity: 0.75, centre: 820, spread: 55, width: 2.5 });
  ripples(s, { y0: horizon + 6, y1: 900, count: 90, len: [30, 140], color: "#f4a478", opacity: 0.35 });

  // dark rocky shore in front
  const rocks = ridge(rng, { base: 880, amp: 26, wave: 90, shape: (x) => 150 * smooth((380 - x) / 380) + 110 * smooth((x - 1220) / 380) });
  layer(s, rocks, "#2b1f2e", "#150f18");
  tufts(
    s,
    rocks.filter(([x]) => x < 330 || x > 1280),
    36,
    "#3a2a34",
    14,
  );
  birds(s, 560, 300, 4, "#3b2540", 10);
}

// 3 — black sand beach with sea stacks
function blackSand(s: Scene): void {
  const rng = s.rng;
  const horizon = 520;
  sky(
    s,
    [
      [0, "#566f83"],
      [0.6, "#9aacb7"],
      [1, "#bec8c7"],
    ],
    horizon,
  );
  for (let k = 0; k < 6; k++) {
    streak(s, between(rng, 0, W), between(rng, 80, 380), between(rng, 400, 900), between(rng, 30, 60), "#dce2e3", 0.28, 12);
  }
  // distant coast on the left
  const far = ridge(rng, { base: horizon, amp: 8, x1: 700, shape: (x) => 55 * smooth((560 - x) / 400) });
  s.path(below(far, horizon), { fill: "#8797a0" });
  water(s, horizon, [
    [0, "#6a808b"],
    [0.5, "#4a626e"],
    [1, "#2f454e"],
  ]);
  ripples(s, { y0: horizon + 4, y1: 700, count: 110, len: [30, 120], color: "#b4c4c9", opacity: 0.3 });
  // waves rolling in
  for (let k = 0; k < 4; k++) {
    const y = 625 + k * 24 + k * k * 3;
    const wave = ridge(rng, { base: y, amp: 6, wave: 90, step: 40 });
    s.path(curve(wave), {
      fill: "none",
      stroke: "#dfe8e9",
      "stroke-width": 2 + k,
      opacity: 0.22 + k * 0.07,
      "stroke-dasharray": `${int(160 + 60 * k)} ${int(50 + 20 * k)}`,
      "stroke-linecap": "round",
    });
  }

  // the headland on the right, a steep basalt wall
  const top = ridge(rng, { base: 290, amp: 16, wave: 160, x0: 1160, step: 20 });
  const face: Pt[] = [
    [1060, 760],
    [1082, 690],
    [1096, 600],
    [1112, 500],
    [1124, 420],
    [1140, 340],
    [1152, 306],
  ];
  const cliff = s.shape(`${polyline(face)}${curve(top, false)}V${H + 10}H1060Z`);
  s.use(cliff, {
    fill: s.linear(
      [
        [0, "#394043"],
        [0.5, "#262b2d"],
        [1, "#1b1f21"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  });
  const cliffClip = s.clipOf(cliff);
  s.open({ "clip-path": cliffClip });
  let cols = "";
  for (let x = 1070; x < W; x += between(rng, 7, 15)) cols += `M${int(x)} ${int(yAt(top, x) + between(rng, 20, 60))}V${int(between(rng, 560, 720))}`;
  s.path(cols, { stroke: "#121618", "stroke-width": 2, opacity: 0.5 });
  s.path(`M1060 720L1180 540L1300 760Z`, { fill: "#59646a", opacity: 0.25, filter: s.blur(20) });
  s.path(
    band(
      top.map(([x, y]) => [x, y - 20] as Pt),
      top.map(([x, y]) => [x, y + 20 + 10 * Math.sin(x / 37)] as Pt),
    ),
    { fill: "#566a41" },
  );
  s.close();

  // the sea stacks, jagged spires
  const stacks: [number, number, number][] = [
    [735, 330, 42],
    [840, 395, 34],
    [930, 250, 58],
    [1010, 440, 26],
  ];
  for (const [x, topY, w] of stacks) {
    const base = 606;
    const left: Pt[] = [];
    const right: Pt[] = [];
    const n = 10;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const y = base - (base - topY) * t;
      const half = w * (1 - 0.78 * t ** 1.3);
      left.push([x - half * 1.1 + between(rng, -0.12, 0.12) * w, y]);
      right.push([x + half + between(rng, -0.12, 0.12) * w, y]);
    }
    const tip: Pt[] = [
      [x - w * 0.2, topY - between(rng, 14, 30)],
      [x - w * 0.05, topY - 4],
      [x + w * 0.12, topY - between(rng, 8, 20)],
    ];
    const outline = [...left, ...tip, ...[...right].reverse()];
    s.path(`${polyline(outline)}Z`, {
      fill: s.linear([
        [0, "#363d40"],
        [1, "#1d2224"],
      ]),
    });
    // shaded right face
    const mid = left.map(([lx, y], k) => [(lx + (right[k] as Pt)[0]) / 2 + w * 0.1, y] as Pt);
    s.path(`${polyline([...mid, tip[2] as Pt, ...[...right].reverse()])}Z`, { fill: "#0f1314", opacity: 0.45 });
    // foam at the foot
    s.path(blob(rng, x, base, w * 1.5, 6, 0.3, 9), { fill: "#d8e2e3", opacity: 0.55, filter: s.blur(2) });
  }
  birds(s, 560, 260, 5, "#2b3336", 8);

  // beach
  const beach = ridge(rng, { base: 770, amp: 12, wave: 200, step: 25, shape: (x) => 45 * smooth((900 - x) / 900) - 10 * Math.sin(x / 230) });
  const beachL = layer(s, beach, "#3a3c40", "#131416");
  const lace = makeNoise(rng);
  s.path(
    band(
      beach.map(([x, y]) => [x, y - 6 - 16 * Math.abs(lace(x / 60))] as Pt),
      beach.map(([x, y]) => [x, y + 6] as Pt),
    ),
    { fill: "#dfe7e8", opacity: 0.6, filter: s.blur(2.5) },
  );
  s.path(
    band(
      beach.map(([x, y]) => [x, y + 6] as Pt),
      beach.map(([x, y]) => [x, y + 40] as Pt),
    ),
    { fill: "#8ea1a8", opacity: 0.3, "clip-path": beachL.clip },
  );
  ripples(s, { y0: 805, y1: 900, count: 70, len: [6, 28], color: "#5c6066", opacity: 0.45, width: 3 });
}

// 4 — moss-covered lava field and a snow-capped volcano
function mossLava(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#67849f"],
    [0.45, "#a3b6c2"],
    [0.62, "#c9d1cd"],
  ]);
  streak(s, 300, 170, 800, 50, "#e0e5e2", 0.3, 14);
  streak(s, 1250, 120, 700, 40, "#e0e5e2", 0.25, 14);

  const distant = ridge(rng, { base: 545, amp: 25, wave: 260, shape: (x) => 40 * gauss(x, 250, 200) });
  layer(s, distant, "#93a5b3", "#a7b5bd");
  const volcano = ridge(rng, {
    base: 560,
    amp: 7,
    wave: 120,
    step: 16,
    shape: (x) => 300 * Math.max(0, 1 - Math.abs(x - 930) / 680) ** 1.9 + 6 * gauss(x, 930, 40),
  });
  const vol = layer(s, volcano, "#778b9d", "#95a6b3");
  snow(s, vol, { line: 335, amp: 14, fingers: 55, color: "#dfe6eb" });
  facets(s, vol, { color: "#3e5268", opacity: 0.3, minDrop: 12, depth: 20, spread: 0.12, jitter: 0.05 });
  s.path("M930 262C925 220 960 190 1020 170C1080 150 1130 160 1190 140", {
    fill: "none",
    stroke: "#e9eded",
    "stroke-width": 34,
    opacity: 0.28,
    filter: s.blur(16, 1),
    "stroke-linecap": "round",
  });
  s.rect(
    s.linear(
      [
        [0.52, "#c6cfcb", 0],
        [0.68, "#c6cfcb", 0.5],
      ],
      { y2: H, user: true },
    ),
  );

  // lava field, far to near: packed moss cushions, dark lava showing in the cracks
  const tiers: [number, number, string, string, string][] = [
    [612, 12, "#8a9a71", "#7b8b64", "#a3af86"],
    [672, 20, "#6d8450", "#596e40", "#8fa367"],
    [760, 32, "#56723a", "#3e5429", "#7b9751"],
    [860, 42, "#4b6833", "#2b3c20", "#6d8b46"],
  ];
  for (const [base, amp, top, bottom, light] of tiers) {
    const lumps = ridge(rng, { base, amp, wave: 70 + amp * 2, octaves: 3, step: 14 });
    const l = layer(s, lumps, top, bottom);
    s.open({ "clip-path": l.clip });
    let cracks = "";
    const cushions = ["", "", ""];
    let crowns = "";
    const r0 = amp * 1.6;
    for (let row = 0; row < 3; row++) {
      for (let x = between(rng, -40, 0); x < W + 40; x += r0 * between(rng, 1, 2.8)) {
        if (rng() < 0.2) continue;
        const y = yAt(lumps, x) + 4 + row * amp * between(rng, 0.8, 1.8);
        const r = r0 * between(rng, 0.45, 1.25) * (1 + row * 0.12);
        const h = r * between(rng, 0.4, 0.7);
        const tilt = between(rng, -0.15, 0.15) * h;
        cracks += `M${int(x - r * 1.1)} ${int(y)}a${int(r * 1.1)} ${num(h * 0.5)} 0 0 0 ${int(r * 2.2)} 0Z`;
        const k = Math.floor(rng() * 3);
        cushions[k] += `M${int(x - r)} ${int(y)}a${int(r)} ${num(h)} 0 0 1 ${int(2 * r)} ${num(tilt)}Z`;
        if (rng() < 0.7) crowns += `M${int(x - r * 0.7)} ${int(y - h * 0.45)}a${int(r * 0.75)} ${num(h * 0.6)} 0 0 1 ${int(r * 1.2)} ${num(-h * 0.25)}`;
      }
    }
    // jagged lava crags poking through the moss
    let crags = "";
    let edges = "";
    for (let k = 0; k < 14; k++) {
      const x = between(rng, -20, W + 20);
      const y = yAt(lumps, x) + between(rng, 6, amp * 2.5);
      const r = amp * between(rng, 0.5, 1.1);
      const peak: Pt = [x + between(rng, -0.3, 0.3) * r, y - r * between(rng, 0.6, 1)];
      const shoulder: Pt = [x - r * 0.5, y - r * between(rng, 0.3, 0.5)];
      crags += `${polyline([[x - r, y], shoulder, peak, [x + r * 0.4, y - r * 0.4], [x + r, y]])}Z`;
      edges += polyline([shoulder, peak]);
    }
    s.path(cracks, { fill: "#25291f", opacity: 0.5 });
    s.path(crags, { fill: "#34332f" });
    s.path(edges, { fill: "none", stroke: "#6b6960", "stroke-width": 1.5, "stroke-linecap": "round" });
    for (const [k, d] of cushions.entries()) s.path(d, { fill: mix(top, k === 0 ? light : k === 1 ? bottom : top, 0.35) });
    s.path(crowns, { fill: "none", stroke: light, "stroke-width": 1.5 + amp / 8, opacity: 0.6, "stroke-linecap": "round" });
    s.close();
  }
  const front = ridge(rng, { base: 905, amp: 30, wave: 120, shape: (x) => 120 * smooth((360 - x) / 360) + 90 * smooth((x - 1250) / 350) });
  layer(s, front, "#3e5a2b", "#1f2e18");
  tufts(s, front, 60, "#8fa35e", 14);
}

// 5 — green highland valley with a gravel road winding away
function highlandValley(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#3f77ad"],
    [0.35, "#7faad0"],
    [0.58, "#c5dae4"],
  ]);
  cumulus(s, 330, 170, 300, 70, "#f1f4f5", "#bac9d4");
  cumulus(s, 1220, 130, 360, 80, "#eef2f4", "#b5c5d1");
  cumulus(s, 820, 260, 200, 40, "#e6ecef", "#b8c7d2");

  const far = ridge(rng, { base: 440, amp: 45, wave: 260, ridged: true, shape: (x) => 50 * gauss(x, 700, 250) });
  const farL = layer(s, far, "#7f98b6", "#9fb3c4");
  snow(s, farL, { line: 400, amp: 16, fingers: 30, color: "#e2ebf0" });
  facets(s, farL, { color: "#3c5575", opacity: 0.22 });
  const hill1 = ridge(rng, { base: 500, amp: 30, wave: 220, shape: (x) => 90 * smooth((520 - x) / 500) + 110 * smooth((x - 1000) / 500) });
  const h1 = layer(s, hill1, "#7f9f6c", "#8ea87b");
  facets(s, h1, { color: "#41603a", opacity: 0.25 });
  const hill2 = ridge(rng, { base: 580, amp: 24, wave: 200, shape: (x) => 190 * smooth((560 - x) / 560) + 150 * smooth((x - 1060) / 520) });
  const h2 = layer(s, hill2, "#6b9a4c", "#7aa358");
  facets(s, h2, { color: "#2f5427", opacity: 0.3, minDrop: 20 });

  // valley floor with the road
  const floor = ridge(rng, { base: 600, amp: 6, wave: 300, shape: (x) => 140 * smooth((420 - x) / 420) + 150 * smooth((x - 1180) / 420) });
  layer(s, floor, "#86ad5a", "#5e8a3b");
  // low shrubs dotting the valley floor
  let shrubs = "";
  for (let k = 0; k < 60; k++) {
    const y = 612 + 200 * rng() ** 1.5;
    const r = 3 + (y - 600) / 22;
    shrubs += blob(rng, between(rng, 0, W), y, r * 2.2, r * 0.7, 0.3, 5);
  }
  s.path(shrubs, { fill: "#4f7a31", opacity: 0.45 });

  const road: Pt[] = [];
  for (let k = 0; k <= 40; k++) {
    const t = k / 40;
    const y = 900 - 305 * (1 - (1 - t) ** 1.6);
    const x = 790 + 260 * Math.sin(t * 7.2 + 0.6) * (1 - t) ** 1.2 + 90 * t;
    road.push([x, y]);
  }
  road.reverse();
  s.path(
    ribbon(road, (t) => 3 + 210 * t ** 2.2),
    { fill: "#6b5c47", opacity: 0.35, transform: "translate(0 4)" },
  );
  s.path(
    ribbon(road, (t) => 3 + 200 * t ** 2.2),
    {
      fill: s.linear([
        [0, "#b8a98c"],
        [1, "#a38e6f"],
      ]),
    },
  );
  s.path(
    ribbon(road, (t) => 1 + 30 * t ** 2.2),
    { fill: "#c9bb9d", opacity: 0.6 },
  );

  // sheep
  for (let k = 0; k < 9; k++) {
    const x = between(rng, 450, 1150);
    const y = between(rng, 640, 760);
    const r = 3 + (y - 620) / 28;
    s.add(
      `<ellipse${attrs({ cx: x, cy: y, rx: r * 1.4, ry: r, fill: "#ecebe4" })}/><circle${attrs({ cx: x + r * 1.3, cy: y - r * 0.3, r: r * 0.45, fill: "#3a3531" })}/>`,
    );
  }
  const front = ridge(rng, { base: 915, amp: 20, wave: 120, shape: (x) => 180 * smooth((380 - x) / 380) + 130 * smooth((x - 1230) / 370) });
  layer(s, front, "#527f34", "#2e5220");
  tufts(s, front, 70, "#9cbf63", 16);
}

// 6 — waterfall plunging from a basalt cliff
function waterfall(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#5b89b5"],
    [0.3, "#97b7d2"],
    [0.45, "#c6d6de"],
  ]);
  cumulus(s, 280, 120, 320, 70, "#edf1f3", "#b5c4cf");
  cumulus(s, 1330, 170, 280, 60, "#eaeff1", "#b1c0cc");
  const far = ridge(rng, { base: 300, amp: 20, wave: 300, shape: (x) => 60 * gauss(x, 1200, 250) });
  layer(s, far, "#8ca3b6", "#a3b5c0");

  const top = ridge(rng, {
    base: 305,
    amp: 22,
    wave: 200,
    step: 16,
    shape: (x) => -24 * gauss(x, 800, 60) + 50 * smooth((x - 1150) / 400) + 25 * smooth((400 - x) / 300),
  });
  const cliff = layer(s, top, "#57524c", "#2c2a28", {}, "#3e3b38");
  s.open({ "clip-path": cliff.clip });
  // basalt columns
  let cols = "";
  for (let x = -20; x < W + 20; x += between(rng, 9, 20)) {
    cols += `M${int(x)} ${int(yAt(top, x) + between(rng, 20, 70))}v${int(between(rng, 90, 300))}`;
  }
  s.path(cols, { stroke: "#1b1918", "stroke-width": 3, opacity: 0.35 });
  // buttresses: broad lit and shaded columns of rock
  let lit = "";
  let shade = "";
  for (let x = -40; x < W; x += between(rng, 60, 160)) {
    const w = between(rng, 30, 90);
    const d = `M${int(x)} 250h${int(w)}l${int(between(rng, -20, 20))} 500h${int(-w)}Z`;
    if (Math.abs(x - 800) < 130) continue;
    if (rng() < 0.5) lit += d;
    else shade += d;
  }
  s.path(lit, { fill: "#8a7f70", opacity: 0.16, filter: s.blur(10, 0.3) });
  s.path(shade, { fill: "#0d0c0b", opacity: 0.25, filter: s.blur(10, 0.3) });
  // mossy ledges of different lengths
  for (let k = 0; k < 9; k++) {
    const x0 = between(rng, -100, W);
    const len = between(rng, 200, 700);
    const y = between(rng, 380, 560);
    const line = ridge(rng, { base: y, amp: 8, wave: 100, step: 30, x0, x1: x0 + len });
    s.path(
      band(
        line,
        line.map(([x, yy]) => [x, yy + between(rng, 4, 9)] as Pt),
      ),
      { fill: "#5f7443", opacity: 0.5, filter: s.blur(1.5, 0.1) },
    );
  }
  // lit faces on the left half, the recess around the fall in shadow
  s.rect(
    s.linear(
      [
        [0, "#c8b9a0", 0.12],
        [0.4, "#c8b9a0", 0],
        [0.6, "#101010", 0],
        [1, "#101010", 0.25],
      ],
      { x1: 0, y1: 0, x2: W, y2: 0, user: true },
    ),
  );
  s.path("M700 260C712 400 700 560 660 720H940C900 560 890 400 902 260Z", { fill: "#141312", opacity: 0.45, filter: s.blur(20) });
  s.path(
    band(
      top.map(([x, y]) => [x, y - 20] as Pt),
      top.map(([x, y]) => [x, y + 16 + 8 * Math.sin(x / 29)] as Pt),
    ),
    { fill: "#6b8a44" },
  );
  s.close();

  // the falling water, slightly fraying as it drops
  const lip = yAt(top, 800) + 4;
  const leftEdge: Pt[] = [];
  const rightEdge: Pt[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = k / 8;
    const y = lip + (705 - lip) * t;
    leftEdge.push([762 - 18 * t ** 1.5 + between(rng, -3, 3), y]);
    rightEdge.push([840 + 20 * t ** 1.5 + between(rng, -3, 3), y]);
  }
  s.path(band(leftEdge, rightEdge), {
    fill: s.linear([
      [0, "#e3ecef"],
      [0.5, "#cfdfe6"],
      [1, "#bcd3dc"],
    ]),
  });
  let strands = "";
  for (let k = 0; k < 30; k++) {
    const x = between(rng, 764, 838);
    const y0 = between(rng, lip + 4, 520);
    const drift = (x - 800) * 0.3;
    strands += `M${int(x)} ${int(y0)}c${int(drift * 0.2)} 80 ${int(drift * 0.5)} 160 ${int(drift)} ${int(between(rng, 150, 380))}`;
  }
  s.path(strands, { fill: "none", stroke: "#88a7b8", "stroke-width": 2.2, opacity: 0.45 });
  s.path(`M762 ${int(lip + 2)}c14 12 64 12 78 0`, { fill: "none", stroke: "#f2f6f7", "stroke-width": 6, opacity: 0.75 });

  // talus slopes
  const slope = ridge(rng, { base: 705, amp: 16, wave: 140, shape: (x) => 80 * smooth(Math.abs(x - 800) / 700) });
  layer(s, slope, "#5f7c3e", "#3f5a2a");
  // pool and river
  const river: Pt[] = [];
  for (let k = 0; k <= 12; k++) {
    const t = k / 12;
    river.push([800 - 90 * Math.sin(t * 2.4) * t, 700 + 250 * t]);
  }
  s.path(
    ribbon(river, (t) => 150 + 260 * t ** 1.6),
    {
      fill: s.linear([
        [0, "#9dbccb"],
        [1, "#577f93"],
      ]),
    },
  );
  ripples(s, { y0: 712, y1: 900, count: 60, len: [14, 60], color: "#e0ebef", opacity: 0.45, centre: 780, spread: 60 });
  let stones = "";
  for (let k = 0; k < 14; k++) {
    const t = between(rng, 0.3, 1);
    const p = river[Math.round(t * 12)] as Pt;
    const side = rng() < 0.5 ? -1 : 1;
    const half = (150 + 260 * t ** 1.6) / 2;
    stones += mound(rng, p[0] + side * half * between(rng, 0.7, 1), p[1] + 6, 6 + 14 * t, 4 + 9 * t);
  }
  s.path(stones, { fill: "#57544c" });
  // spray
  s.add(`<ellipse cx="800" cy="700" rx="170" ry="60" fill="#e3ebee" opacity=".7" filter="${s.blur(22, 1)}"/>`);
  s.add(`<ellipse cx="800" cy="665" rx="100" ry="50" fill="#edf2f4" opacity=".5" filter="${s.blur(18, 1)}"/>`);
  // a faint rainbow in the spray
  s.path("M650 700A150 150 0 0 1 950 700", {
    fill: "none",
    stroke: s.linear(
      [
        [0, "#ff6b6b"],
        [0.5, "#ffd86b"],
        [1, "#6bb6ff"],
      ],
      { x2: 1, y2: 0 },
    ),
    "stroke-width": 12,
    opacity: 0.2,
    filter: s.blur(3),
  });
  // foreground banks
  const front = ridge(rng, { base: 905, amp: 18, wave: 100, shape: (x) => 150 * smooth((520 - x) / 500) + 170 * smooth((x - 1100) / 480) });
  layer(s, front, "#4d6d30", "#243818");
  tufts(s, front, 60, "#87a95a", 14);
}

// 7 — northern lights over snowy mountains
function northernLights(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#060b1c"],
    [0.5, "#0d2238"],
    [0.68, "#163d4e"],
  ]);
  stars(s, 190, 560, "#e8f1ff");
  // aurora curtains
  const curtain = (base: (x: number) => number, height: number, color: string, upper: string, x0: number, x1: number): void => {
    const n = makeNoise(rng);
    const bottom: Pt[] = [];
    const topPts: Pt[] = [];
    // fade out towards both ends instead of stopping at a wall
    const envelope = (x: number): number => smooth((x - x0) / 260) * smooth((x1 - x) / 260);
    for (let x = x0; x <= x1; x += 25) {
      const y = base(x);
      bottom.push([x, y]);
      topPts.push([x, y - 4 - height * envelope(x) * (0.55 + 0.45 * (n(x / 130) * 0.5 + 0.5))]);
    }
    const fill = s.linear([
      [0, upper, 0],
      [0.45, upper, 0.35],
      [0.8, color, 0.7],
      [1, color, 0.95],
    ]);
    s.path(band(topPts, bottom), { fill, filter: s.blur(9, 0.3) });
    let rays = "";
    for (let x = x0; x <= x1; x += between(rng, 5, 14)) {
      const y = base(x);
      const len = height * envelope(x) * between(rng, 0.3, 0.75);
      if (len > 8) rays += `M${int(x)} ${int(y)}v${int(-len)}`;
    }
    s.path(rays, { stroke: "#c8ffe0", "stroke-width": 3, opacity: 0.07, filter: s.blur(2.5, 0.1) });
    const edge = s.linear(
      [
        [0, "#b4ffd4", 0],
        [0.2, "#b4ffd4", 0.55],
        [0.8, "#b4ffd4", 0.55],
        [1, "#b4ffd4", 0],
      ],
      { x1: x0, y1: 0, x2: x1, y2: 0, user: true },
    );
    s.path(curve(bottom), { fill: "none", stroke: edge, "stroke-width": 5, filter: s.blur(4, 0.3) });
  };
  curtain((x) => 300 + 90 * Math.sin(x / 330 + 0.5) + 0.06 * x, 230, "#3ef0a0", "#7c5cc8", -40, 1000);
  curtain((x) => 230 + 70 * Math.sin(x / 260 + 2) - 0.05 * (x - 600), 200, "#52f5b0", "#3a8fd0", 500, 1640);
  curtain((x) => 380 + 40 * Math.sin(x / 200 + 1), 120, "#2bd98f", "#2b7fb0", 300, 1300);
  glow(s, 800, 560, 900, "#1c8a6a", 0.25, 0.35);

  const far = ridge(rng, { base: 560, amp: 60, wave: 240, ridged: true, shape: (x) => 80 * gauss(x, 1100, 240) + 40 * gauss(x, 350, 200) });
  const farL = layer(s, far, "#51678a", "#30415f");
  snow(s, farL, { line: 520, amp: 30, fingers: 60, color: "#a9bfd6" });
  facets(s, farL, { color: "#0d1a2e", opacity: 0.45, light: "right" });
  const near = ridge(rng, { base: 660, amp: 50, wave: 200, ridged: true, shape: (x) => 160 * smooth((420 - x) / 420) + 120 * smooth((x - 1200) / 400) });
  const nearL = layer(s, near, "#3a4f70", "#1f2c44");
  snow(s, nearL, { line: (x) => 560 + Math.abs(x - 800) * 0.02, amp: 40, fingers: 70, color: "#8ea6c2" });
  facets(s, nearL, { color: "#09111f", opacity: 0.5, light: "right" });

  // still lake reflecting the sky glow
  const lake = 700;
  s.add(
    `<rect${attrs({
      x: -20,
      y: lake,
      width: W + 40,
      height: 80,
      fill: s.linear([
        [0, "#1d4a4f"],
        [1, "#0c1e2c"],
      ]),
    })}/>`,
  );
  s.add(`<ellipse cx="760" cy="712" rx="520" ry="22" fill="#4fe0a6" opacity=".28" filter="${s.blur(10, 0.5)}"/>`);
  ripples(s, { y0: lake + 3, y1: 778, count: 60, len: [20, 90], color: "#7ff0c0", opacity: 0.25 });

  // snowy bank, cabin
  const bank = ridge(rng, { base: 790, amp: 16, wave: 200, shape: (x) => 50 * gauss(x, 1150, 260) });
  layer(s, bank, "#6f86a3", "#2b3a52", {}, "#465b78");
  const cx = 1120;
  const cy = yAt(bank, cx) + 6;
  s.path(`M${cx - 34} ${cy}V${cy - 26}L${cx - 6} ${cy - 46}L${cx + 34} ${cy - 46}L${cx + 44} ${cy - 26}V${cy}Z`, { fill: "#1a1a22" });
  s.path(`M${cx - 40} ${cy - 24}L${cx - 6} ${cy - 50}L${cx + 36} ${cy - 50}L${cx + 50} ${cy - 24}Z`, { fill: "#9fb3c9" });
  s.path(`M${cx + 6} ${cy - 20}h12v10h-12Z`, { fill: "#ffc46b" });
  glow(s, cx + 12, cy - 15, 40, "#ffb347", 0.45);
  const front = ridge(rng, { base: 890, amp: 20, wave: 160, shape: (x) => 110 * smooth((400 - x) / 400) + 40 * smooth((x - 1300) / 300) });
  const frontL = layer(s, front, "#4a6080", "#131c2b");
  s.open({ "clip-path": frontL.clip });
  let rocks = "";
  for (let k = 0; k < 26; k++) {
    const x = between(rng, -20, W + 20);
    const y = yAt(front, x) + between(rng, 10, 60);
    rocks += mound(rng, x, y, between(rng, 6, 18), between(rng, 4, 10));
  }
  s.path(rocks, { fill: "#0d131f", opacity: 0.7 });
  s.close();
  tufts(s, front, 40, "#1a2333", 12);
}

// 8 — fjord with steep mountains and a small village
function fjord(s: Scene): void {
  const rng = s.rng;
  const shore = 575;
  sky(
    s,
    [
      [0, "#56799f"],
      [0.55, "#a2b8c9"],
      [1, "#dbd2c2"],
    ],
    shore,
  );
  streak(s, 520, 200, 700, 40, "#eceeec", 0.3, 10);
  streak(s, 1300, 130, 500, 30, "#eceeec", 0.3, 10);
  const mark = s.mark();
  const inner = ridge(rng, { base: 520, amp: 30, wave: 160, ridged: true, x0: 480, x1: 1120, shape: (x) => 50 * gauss(x, 820, 110) });
  const innerL = layer(s, inner, "#93a8ba", "#aebdc7");
  snow(s, innerL, { line: 470, amp: 12, fingers: 25, color: "#dfe6eb" });
  facets(s, innerL, { color: "#56697e", opacity: 0.25, minDrop: 12, depth: 20 });
  // steep sides, terraced basalt like the Eastfjords
  const sides: [Pt[], "left" | "right"][] = [
    [ridge(rng, { base: shore, amp: 40, wave: 150, ridged: true, x1: 900, shape: (x) => 430 * smooth((770 - x) / 600) ** 0.7 }), "left"],
    [ridge(rng, { base: shore, amp: 36, wave: 150, ridged: true, x0: 780, shape: (x) => 400 * smooth((x - 890) / 560) ** 0.7 }), "right"],
  ];
  let reflection = s.since(mark);
  for (const [pts, side] of sides) {
    const m0 = s.mark();
    const l = layer(s, pts, "#6e7f8f", "#4d6a40", {}, "#5f7262");
    reflection += s.since(m0);
    s.open({ "clip-path": l.clip });
    // basalt terraces: darker steps that tilt gently towards the fjord
    let steps = "";
    for (let y = 150; y < shore - 30; y += between(rng, 26, 44)) {
      const line = ridge(rng, { base: y, amp: 4, wave: 200, step: 50, shape: (x) => (side === "left" ? -0.06 : 0.06) * (x - 820) });
      steps += curve(line);
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
    facets(s, l, { color: "#1d2c3a", opacity: 0.28, light: side === "left" ? "left" : "right", minDrop: 30, depth: 30 });
    reflection += s.since(m1);
  }
  const villageMark = s.mark();
  // village strip on the northern shore
  const strip = ridge(rng, {
    base: shore + 2,
    amp: 2,
    wave: 100,
    x0: 840,
    x1: 1330,
    step: 20,
    shape: (x) => 14 * smooth((x - 860) / 50) * smooth((1310 - x) / 50),
  });
  s.path(below(strip, shore + 3), { fill: "#6c8e4c" });
  const colours = ["#c23b2e", "#efe9dc", "#e1b94a", "#3b6e99", "#c23b2e", "#efe9dc", "#6b8e5a"];
  let x = 890;
  let churchDone = false;
  while (x < 1280) {
    if (!churchDone && x > 1060) {
      const cy = yAt(strip, x) + 3;
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
    const y = yAt(strip, x) + 3 - between(rng, 0, 6);
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
  water(
    s,
    shore + 3,
    [
      [0, "#8aa0ad"],
      [0.4, "#5a7888"],
      [1, "#2b4554"],
    ],
    { markup: reflection, opacity: 0.55, sd: 1.5 },
  );
  ripples(s, { y0: shore + 6, y1: 900, count: 110, len: [30, 160], color: "#c5d3da", opacity: 0.3 });
  const front = ridge(rng, { base: 930, amp: 24, wave: 110, shape: (x) => 200 * smooth((480 - x) / 480) + 60 * smooth((x - 1350) / 250) });
  const frontL = layer(s, front, "#5a6b48", "#2a3324");
  s.open({ "clip-path": frontL.clip });
  let rocks = "";
  for (let k = 0; k < 16; k++) {
    const rx = between(rng, -20, 500);
    rocks += mound(rng, rx, yAt(front, rx) + between(rng, 20, 120), between(rng, 10, 26), between(rng, 6, 14));
  }
  s.path(rocks, { fill: "#3a3f38" });
  s.close();
  tufts(s, front, 50, "#96a66b", 14);
}

// 9 — striped rhyolite mountains, Landmannalaugar style
function rhyolite(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#4d7fb4"],
    [0.35, "#8fb2d1"],
    [0.55, "#d2dde2"],
  ]);
  cumulus(s, 1260, 150, 300, 64, "#f3f4f3", "#c4cbd0");
  streak(s, 350, 160, 600, 36, "#eef1f1", 0.4, 10);

  const palette = ["#d9876a", "#e3b36d", "#c8705a", "#e8d0a2", "#b7a07c", "#d99a82", "#9aa07c", "#c9924f"];
  const tiers: [number, number, number, number, number][] = [
    // base, amp, wave, haze, peak x
    [470, 70, 260, 0.38, 1150],
    [560, 80, 240, 0.22, 420],
    [670, 60, 220, 0, 980],
  ];
  for (const [base, amp, wave, haze, px] of tiers) {
    const pts = ridge(rng, { base, amp, wave, octaves: 3, shape: (x) => 110 * gauss(x, px, 300) });
    const l = layer(s, pts, mix("#dca079", "#b9c4cc", haze), mix("#b98266", "#b9c4cc", haze));
    s.open({ "clip-path": l.clip });
    // tilted colour bands, painted top-down so each one needs a single edge
    const tilt = between(rng, -0.2, 0.2);
    const bandNoise = makeNoise(rng);
    let y = base - amp - 170;
    let bands = 0;
    while (y < base + 160) {
      const c = mix(pick(rng, palette), "#b9c4cc", haze);
      const edge: Pt[] = [];
      const phase = bands * 7.3;
      for (let x = -40; x <= W + 40; x += 80) edge.push([x, y + tilt * (x - 800) + 26 * bandNoise(x / 170 + phase)]);
      s.path(below(edge, base + 200), { fill: c, opacity: 0.75 + 0.2 * (1 - haze) });
      y += between(rng, 16, 44);
      bands++;
    }
    // green moss pooling in the lower slopes
    s.rect(
      s.linear(
        [
          [0, "#5f7d4a", 0],
          [1, "#5f7d4a", 0.85],
        ],
        { y1: base - 10, y2: base + 90, user: true },
      ),
      { opacity: 1 - haze },
    );
    s.close();
    facets(s, l, { color: mix("#5a3a3a", "#8a98a8", haze), opacity: 0.28, minDrop: 20 });
  }
  // braided river on the gravel flats
  const flats = ridge(rng, { base: 768, amp: 8, wave: 260 });
  layer(s, flats, "#767a6a", "#5a5e50");
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
  // obsidian lava in front
  const lava = ridge(rng, { base: 880, amp: 40, wave: 110, octaves: 3, shape: (x) => 140 * smooth((420 - x) / 420) + 100 * smooth((x - 1200) / 400) });
  const lavaL = layer(s, lava, "#3a3a3e", "#1c1c20");
  s.open({ "clip-path": lavaL.clip });
  let moss = "";
  let mossLit = "";
  for (let k = 0; k < 46; k++) {
    const x = between(rng, -20, W + 20);
    const y = yAt(lava, x) + between(rng, 10, 90);
    const r = between(rng, 16, 40) * (0.6 + (y - 760) / 200);
    moss += mound(rng, x, y, r, r * 0.45);
    mossLit += mound(rng, x - r * 0.15, y - r * 0.08, r * 0.7, r * 0.33);
  }
  s.path(moss, { fill: "#56703a" });
  s.path(mossLit, { fill: "#7f9a52", opacity: 0.8 });
  s.close();
}

// 10 — a table mountain rising from a dark desert, Herðubreið style
function tableMountain(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#2f69a6"],
    [0.4, "#6f9cc7"],
    [0.66, "#c8d8df"],
  ]);
  // a lenticular cloud over the summit
  s.path(blob(rng, 820, 150, 230, 26, 0.05, 10), { fill: "#e9eef1", opacity: 0.75, filter: s.blur(4) });
  s.path(blob(rng, 830, 128, 150, 14, 0.05, 10), { fill: "#f3f6f7", opacity: 0.7, filter: s.blur(3) });
  streak(s, 250, 230, 500, 30, "#e6ecef", 0.3, 12);

  const distant = ridge(rng, { base: 600, amp: 16, wave: 300, shape: (x) => 30 * gauss(x, 200, 200) + 25 * gauss(x, 1450, 200) });
  layer(s, distant, "#8ea4bc", "#a8b8c4");
  // the mountain: scree skirt, cliff band, flat top with a small cone
  const profile = (x: number): number => {
    const d = Math.abs(x - 800);
    const skirt = 150 * smooth((560 - d) / 300);
    const cliff = 200 * smooth((290 - d) / 90);
    const cone = 28 * gauss(x, 820, 55);
    return skirt + cliff + cone;
  };
  const mtn = ridge(rng, { base: 630, amp: 8, wave: 90, step: 12, shape: profile });
  const m = layer(s, mtn, "#6c7480", "#5a5c60");
  s.open({ "clip-path": m.clip });
  // vertical gullies in the cliff band
  let gullies = "";
  for (let x = 520; x < 1090; x += between(rng, 12, 26)) {
    gullies += `M${int(x)} ${int(yAt(mtn, x) + 4)}l${int(between(rng, -6, 6))} ${int(between(rng, 80, 200))}`;
  }
  s.path(gullies, { stroke: "#3a3f47", "stroke-width": 3, opacity: 0.45 });
  s.close();
  let streaks = "";
  for (let x = 560; x < 1060; x += between(rng, 10, 30)) {
    const y = yAt(mtn, x) + 20;
    streaks += `M${int(x)} ${int(y)}l${int(between(rng, -4, 4))} ${int(between(rng, 30, 130))}`;
  }
  s.path(streaks, { stroke: "#d9e2e8", "stroke-width": 3, opacity: 0.45, "clip-path": m.clip, "stroke-linecap": "round" });
  snow(s, m, { line: 284, amp: 10, fingers: 60, color: "#dfe6ea", wave: 50 });

  // the shaded eastern face: from the summit cone down and across to the foot
  s.path(`M820 ${int(yAt(mtn, 820))}L1090 ${int(yAt(mtn, 1090))}L1400 640H940L900 430Z`, { fill: "#232c38", opacity: 0.38, "clip-path": m.clip });
  s.rect(
    s.linear(
      [
        [0.55, "#b7c3c8", 0],
        [0.71, "#b7c3c8", 0.5],
      ],
      { y2: H, user: true },
    ),
  );

  // desert plain
  const plain = ridge(rng, { base: 640, amp: 4, wave: 300 });
  layer(s, plain, "#76695b", "#2f2a27", {}, "#4e463f");
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
    const r = 1.5 + (y - 650) / 30;
    stones += `M${int(between(rng, 0, W))} ${int(y)}h${int(r * 2)}`;
  }
  s.path(stones, { stroke: "#1f1c1b", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.6 });
  // a faint track
  const track: Pt[] = [];
  for (let k = 0; k <= 20; k++) {
    const t = k / 20;
    track.push([620 + 300 * t + 140 * Math.sin(t * 4), 900 - 255 * (1 - (1 - t) ** 2)]);
  }
  s.path(
    ribbon(track, (t) => 30 * (1 - t) + 2),
    { fill: "#8d7b63", opacity: 0.55 },
  );
}

// 11 — lake with pseudocraters, Mývatn style
function pseudocraters(s: Scene): void {
  const rng = s.rng;
  const horizon = 505;
  sky(
    s,
    [
      [0, "#5e86b0"],
      [0.6, "#a9c0cf"],
      [1, "#e6d9c0"],
    ],
    horizon,
  );
  streak(s, 400, 180, 900, 40, "#f2efe8", 0.3, 12);
  streak(s, 1200, 250, 700, 30, "#f2efe8", 0.3, 12);
  const mark = s.mark();
  const far = ridge(rng, {
    base: horizon,
    amp: 12,
    wave: 260,
    shape: (x) => 110 * smooth((x - 1050) / 80) * smooth((1450 - x) / 80) + 40 * gauss(x, 300, 180),
  });
  const farL = layer(s, far, "#8294ad", "#a4b1bf");
  facets(s, farL, { color: "#4c5a70", opacity: 0.2 });
  // a tuff ring like Hverfjall
  const ring = ridge(rng, {
    base: horizon + 2,
    amp: 3,
    wave: 60,
    x0: 300,
    x1: 780,
    step: 12,
    shape: (x) => 70 * smooth((x - 330) / 150) * smooth((750 - x) / 150) - 8 * gauss(x, 540, 80),
  });
  s.path(below(ring, horizon + 2), { fill: "#7d7a7c" });
  const reflection = s.since(mark);
  water(
    s,
    horizon,
    [
      [0, "#9bb3c4"],
      [0.45, "#6a8ea6"],
      [1, "#3d6079"],
    ],
    { markup: reflection, opacity: 0.5 },
  );
  ripples(s, { y0: horizon + 4, y1: 900, count: 100, len: [30, 140], color: "#d4e0e6", opacity: 0.3 });

  // a low grassy neck of land across the lake
  const landTop = ridge(rng, { base: 628, amp: 8, wave: 200, x1: 1180, shape: (x) => -40 * smooth((x - 800) / 380) });
  const landFoot = landTop.map(([x, y]) => [x, y + (24 + 14 * smooth((x - 300) / 500)) * smooth((1180 - x) / 240)] as Pt);
  s.path(
    band(
      landFoot.map(([x, y]) => [x, y + 2] as Pt),
      landFoot.map(([x, y]) => [x, y + 14] as Pt),
    ),
    { fill: "#3c5a55", opacity: 0.35 },
  );
  s.path(band(landTop, landFoot), {
    fill: s.linear([
      [0, "#86a45a"],
      [1, "#5b7c3e"],
    ]),
  });

  // crater mounds, far ones first
  const craters: [number, number, number][] = [];
  for (let k = 0; k < 9; k++) {
    const x = between(rng, 0, 1050);
    craters.push([x, yAt(landTop, x) + between(rng, 8, 18), between(rng, 34, 60)]);
  }
  for (let k = 0; k < 18; k++) {
    const y = horizon + 18 + 320 * rng() ** 1.5;
    const depth = (y - horizon) / 400;
    craters.push([between(rng, -60, W + 60), y, 18 + 160 * depth * between(rng, 0.7, 1.2)]);
  }
  craters.sort((a, b) => a[1] - b[1]);
  for (const [x, y, r] of craters) {
    const h = r * between(rng, 0.32, 0.42);
    s.path(`M${int(x - r * 1.1)} ${int(y)}Q${int(x)} ${int(y + h * 0.8)} ${int(x + r * 1.1)} ${int(y)}Z`, { fill: "#2d4a3c", opacity: 0.3 });
    s.path(mound(rng, x, y, r, h), {
      fill: s.linear([
        [0, "#8aa45c"],
        [1, "#55753c"],
      ]),
    });
    s.path(mound(rng, x + r * 0.4, y, r * 0.6, h * 0.85), { fill: "#35502a", opacity: 0.3 });
    s.add(`<ellipse${attrs({ cx: x + r * 0.05, cy: y - h * 0.8, rx: r * 0.48, ry: h * 0.22, fill: "#3f5e2e" })}/>`);
    s.path(`M${int(x - r * 0.48)} ${int(y - h * 0.8)}a${int(r * 0.48)} ${num(h * 0.22)} 0 0 0 ${int(r * 0.96)} 0`, {
      fill: "none",
      stroke: "#a9c070",
      "stroke-width": 1.5 + r / 60,
    });
  }
  // ducks
  let ducks = "";
  for (let k = 0; k < 7; k++) {
    const x = between(rng, 500, 1100);
    const y = between(rng, 700, 780);
    ducks += `M${int(x)} ${int(y)}h10l3 -4h2v4`;
  }
  s.path(ducks, { fill: "none", stroke: "#1f2a2c", "stroke-width": 3, "stroke-linejoin": "round" });
  const front = ridge(rng, { base: 920, amp: 16, wave: 140, shape: (x) => 80 * smooth((x - 1000) / 500) + 40 * smooth((300 - x) / 300) });
  layer(s, front, "#6a8a45", "#344a23");
  tufts(s, front, 90, "#b4c77c", 22, 1.6);
}

// 12 — coastal cliffs with a lighthouse at dusk
function lighthouse(s: Scene): void {
  const rng = s.rng;
  const horizon = 560;
  sky(
    s,
    [
      [0, "#2b3f63"],
      [0.45, "#6f6a88"],
      [0.78, "#d38f78"],
      [1, "#f2bd83"],
    ],
    horizon,
  );
  glow(s, 1250, 560, 520, "#ffc78a", 0.5, 0.45);
  for (let k = 0; k < 6; k++) {
    streak(s, between(rng, 100, 1500), between(rng, 100, 420), between(rng, 300, 700), between(rng, 10, 24), k < 3 ? "#8c6f8f" : "#f3a57e", 0.45, 4);
  }
  // receding headlands to the right
  for (let k = 0; k < 3; k++) {
    const x0 = 1040 + k * 170;
    const topY = horizon - 90 + k * 30;
    const pts = ridge(rng, { base: topY, amp: 5, wave: 100, x0, x1: W + 40, step: 20, shape: (x) => -200 * smooth((x0 + 40 - x) / 40) });
    s.path(`${curve(pts)}V${horizon + 4}H${x0}Z`, { fill: mix("#6b5870", "#c7938a", 0.5 - k * 0.2) });
  }
  water(s, horizon, [
    [0, "#c08a7c"],
    [0.4, "#5c5a78"],
    [1, "#1e2740"],
  ]);
  ripples(s, { y0: horizon + 3, y1: 900, count: 120, len: [20, 80], color: "#ffcf99", opacity: 0.6, centre: 1250, spread: 90 });
  ripples(s, { y0: horizon + 6, y1: 900, count: 90, len: [40, 150], color: "#b7a3b8", opacity: 0.3 });

  // the headland with a sea arch
  const topEdge = ridge(rng, { base: 360, amp: 12, wave: 200, x1: 960, shape: (x) => 30 * gauss(x, 560, 220) - 20 * smooth((x - 760) / 200) });
  const foot = 668;
  const cliffPts: Pt[] = [...topEdge.filter(([x]) => x <= 900), [930, 420], [948, 520], [955, 620], [957, foot]];
  const cliff = s.shape(`${curve(cliffPts)}V${foot}H-40Z`);
  // its dark reflection on the water
  s.path(`M-40 ${foot}H960L940 ${foot + 140}H-40Z`, {
    fill: s.linear([
      [0, "#1c1823", 0.75],
      [1, "#1c1823", 0],
    ]),
    filter: s.blur(4, 0.1),
  });
  s.use(cliff, {
    fill: s.linear(
      [
        [0, "#3a3140"],
        [1, "#1c1823"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  });
  const clip = s.clipOf(cliff);
  s.open({ "clip-path": clip });
  for (let y = 430; y < 660; y += between(rng, 34, 60)) {
    const l = ridge(rng, { base: y, amp: 4, wave: 150, step: 40, x0: 300, x1: 980 });
    s.path(curve(l), {
      fill: "none",
      stroke: "#14111a",
      "stroke-width": between(rng, 1.5, 3),
      opacity: 0.16,
      "stroke-dasharray": `${int(between(rng, 60, 200))} ${int(between(rng, 20, 80))}`,
    });
  }
  s.path("M930 420L955 620L800 700L700 420Z", { fill: "#e8917a", opacity: 0.16, filter: s.blur(14) });
  s.path(
    band(
      topEdge,
      topEdge.map(([x, y]) => [x, y + 24 + 10 * Math.sin(x / 41)] as Pt),
    ),
    { fill: "#4f6139" },
  );
  s.close();
  // the arch: sea and sky seen through the rock
  s.path(`M700 ${foot}C705 578 760 548 800 558C840 566 860 618 858 ${foot}Z`, {
    fill: s.linear([
      [0, "#c98d7c"],
      [0.7, "#6b6283"],
      [1, "#3a3c5a"],
    ]),
  });
  s.path(`M708 ${foot - 10}C760 ${foot - 16} 820 ${foot - 8} 856 ${foot - 10}`, { stroke: "#f6c79c", "stroke-width": 2, opacity: 0.6, fill: "none" });

  // the lighthouse
  const lx = 640;
  const ly = yAt(topEdge, lx) + 8;
  s.add(
    `<g transform="translate(${lx} ${int(ly)})">` +
      `<path d="M-14 0L-10 -92H10L14 0Z" fill="#efe9e0"/><path d="M0 0L0 -92H10L14 0Z" fill="#b9ad9f"/>` +
      `<path d="M-12 -40h24v-12h-24Z" fill="#d8573a"/>` +
      `<path d="M-15 -92h30v5h-30Z" fill="#2a2430"/><path d="M-9 -92v-14h18v14Z" fill="#ffe3a2"/>` +
      `<path d="M-12 -106L0 -118L12 -106Z" fill="#d8573a"/><path d="M-22 0h14v-12h-14Z" fill="#efe9e0"/><path d="M-24 -12l9 -7l9 7Z" fill="#d8573a"/></g>`,
  );
  glow(s, lx, ly - 99, 120, "#ffe2a0", 0.7);
  // surf at the cliff foot
  s.path(`M880 ${foot}c30 -6 60 -8 82 -4c-10 6 -50 10 -82 4Z`, { fill: "#f3e2d3", opacity: 0.5, filter: s.blur(2) });
  // grassy foreground
  const front = ridge(rng, { base: 905, amp: 16, wave: 160, shape: (x) => 110 * smooth((x - 1100) / 500) });
  layer(s, front, "#2e3a2a", "#151b16");
  tufts(
    s,
    front.filter(([x]) => x > 1050),
    40,
    "#4f5f3a",
    16,
  );
  birds(s, 1000, 250, 5, "#2a2233", 8);
}

// 13 — autumn tundra in red and orange around a lake
function autumnTundra(s: Scene): void {
  const rng = s.rng;
  const lake = 560;
  sky(
    s,
    [
      [0, "#4c7cae"],
      [0.6, "#98b6cf"],
      [1, "#d8d9cf"],
    ],
    lake,
  );
  cumulus(s, 300, 140, 280, 60, "#eff1ee", "#c0c9ce");
  cumulus(s, 1150, 110, 360, 70, "#f1f2ef", "#bdc6cc");
  const mark = s.mark();
  const far = ridge(rng, { base: 470, amp: 50, wave: 240, ridged: true, shape: (x) => 60 * gauss(x, 900, 260) });
  const farL = layer(s, far, "#7886a8", "#95a1ba");
  snow(s, farL, { line: 432, amp: 16, fingers: 40, color: "#dde3ea" });
  facets(s, farL, { color: "#46506e", opacity: 0.25, depth: 20 });
  const hills = ridge(rng, { base: lake, amp: 16, wave: 200, shape: (x) => 60 * smooth((520 - x) / 400) + 40 * smooth((x - 1150) / 300) });
  const hillsL = layer(s, hills, "#b3834e", "#9c7246");
  facets(s, hillsL, { color: "#6b4a32", opacity: 0.25, minDrop: 12, depth: 10 });
  const reflection = s.since(mark);
  water(
    s,
    lake,
    [
      [0, "#96aec4"],
      [0.6, "#5c81a3"],
      [1, "#3b6385"],
    ],
    { markup: reflection, opacity: 0.6 },
  );
  ripples(s, { y0: lake + 3, y1: 700, count: 70, len: [30, 120], color: "#dbe5ec", opacity: 0.35 });

  // rolling tundra: each swell its own autumn colour, softly patched and stippled with shrubs
  const tiers: [number, number, number, string, string, string[], (x: number) => number][] = [
    [640, 10, 0.18, "#c99a4e", "#a8793e", ["#b0562f", "#8c7a3a"], (x) => 50 * smooth((x - 1000) / 300) + 30 * smooth((400 - x) / 300)],
    [712, 18, 0.08, "#cf6c2f", "#a24a25", ["#e08a3a", "#9c3226", "#8a7a3a"], (x) => 60 * smooth((x - 1150) / 400) + 50 * smooth((520 - x) / 400)],
    [800, 26, 0, "#b2432a", "#7a2b1c", ["#d2702f", "#7d6a32", "#8f2c20"], (x) => 50 * smooth((x - 1250) / 350) + 70 * smooth((420 - x) / 380)],
    [900, 30, 0, "#7d5a2c", "#3e2a16", ["#a34a26", "#5f5a2a"], (x) => 90 * smooth((x - 1220) / 380) + 120 * smooth((380 - x) / 380)],
  ];
  for (const [base, amp, haze, top, bottom, patches, shape] of tiers) {
    const pts = ridge(rng, { base, amp, wave: 200, shape });
    const l = layer(s, pts, mix(top, "#a9a6a6", haze), mix(bottom, "#a9a6a6", haze));
    s.open({ "clip-path": l.clip });
    for (const c of patches) {
      let d = "";
      for (let k = 0; k < 5; k++) {
        const x = between(rng, -40, W + 40);
        const r = between(rng, 80, 220);
        d += blob(rng, x, yAt(pts, x) + between(rng, 10, 60), r, r * 0.22, 0.3, 7);
      }
      s.path(d, { fill: mix(c, "#a9a6a6", haze), opacity: 0.6, filter: s.blur(10, 0.2) });
    }
    // shrub stipple: short strokes, bigger nearer
    const stroke = 1.5 + amp / 10;
    let dark = "";
    let light = "";
    for (let k = 0; k < 140; k++) {
      const x = between(rng, -20, W + 20);
      const y = yAt(pts, x) + between(rng, 4, 120);
      const len = amp * between(rng, 0.3, 0.9);
      const seg = `M${int(x)} ${int(y)}h${int(len)}`;
      if (rng() < 0.55) dark += seg;
      else light += seg;
    }
    s.path(dark, { stroke: mix("#4a1c12", "#a9a6a6", haze), "stroke-width": stroke, "stroke-linecap": "round", opacity: 0.35 });
    s.path(light, { stroke: mix("#f0a35a", "#a9a6a6", haze), "stroke-width": stroke, "stroke-linecap": "round", opacity: 0.3 });
    // boulders
    let stones = "";
    let tops = "";
    for (let k = 0; k < 4; k++) {
      const x = between(rng, 0, W);
      const y = yAt(pts, x) + between(rng, 10, amp * 3);
      const r = amp * between(rng, 0.35, 0.7);
      stones += mound(rng, x, y, r, r * 0.6);
      tops += `M${int(x - r * 0.6)} ${int(y - r * 0.35)}q${int(r * 0.3)} ${int(-r * 0.25)} ${int(r * 0.7)} ${int(-r * 0.2)}`;
    }
    s.path(stones, { fill: mix("#56524d", "#a9a6a6", haze) });
    s.path(tops, { fill: "none", stroke: mix("#9a958c", "#a9a6a6", haze), "stroke-width": 2, "stroke-linecap": "round" });
    s.close();
  }
  const pool = 748;
  s.path(blob(rng, 1040, pool, 110, 10, 0.15, 9), { fill: "#7d9fbd" });
  s.path(`M970 ${pool - 2}h60M1060 ${pool + 3}h50`, { stroke: "#d7e3ec", "stroke-width": 2, opacity: 0.5 });
}

// 14 — a fissure eruption glowing at dusk
function eruption(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#16142c"],
    [0.35, "#392446"],
    [0.55, "#743244"],
    [0.66, "#b84c38"],
  ]);
  stars(s, 40, 250, "#f0e6ff");
  glow(s, 820, 560, 760, "#ff7a33", 0.5, 0.6);
  // plume rising from the fissure and leaning with the wind, lit from below
  const plumeFill = s.linear(
    [
      [0, "#2a2233"],
      [0.4, "#5e3440"],
      [0.75, "#c25a3c"],
      [1, "#ff9448"],
    ],
    { y1: 40, y2: 560, user: true },
  );
  let puffs = "";
  for (let k = 0; k < 54; k++) {
    const t = (k / 54) ** 0.9;
    const x = 830 + t * t * 520 + between(rng, -50, 50) * (0.3 + t);
    const y = 520 - t * 430 + between(rng, -25, 25);
    const r = 36 + 120 * t * between(rng, 0.7, 1.1);
    puffs += `M${int(x - r)} ${int(y)}a${int(r)} ${int(r)} 0 1 0 ${int(2 * r)} 0a${int(r)} ${int(r)} 0 1 0 ${int(-2 * r)} 0`;
  }
  s.path(puffs, { fill: plumeFill, opacity: 0.95, filter: s.blur(5) });
  // shaded undersides on the upper, cooler billows
  let shade = "";
  for (let k = 0; k < 18; k++) {
    const t = 0.35 + 0.65 * (k / 18);
    const x = 850 + t * t * 520 + between(rng, -40, 40);
    const y = 540 - t * 430 + between(rng, 10, 40);
    const r = 24 + 70 * t;
    shade += `M${int(x - r)} ${int(y)}a${int(r)} ${int(r * 0.6)} 0 1 0 ${int(2 * r)} 0a${int(r)} ${int(r * 0.6)} 0 1 0 ${int(-2 * r)} 0`;
  }
  s.path(shade, { fill: "#1d1826", opacity: 0.28, filter: s.blur(14, 0.3) });

  const far = ridge(rng, { base: 575, amp: 22, wave: 260, shape: (x) => 40 * gauss(x, 300, 220) });
  layer(s, far, "#3a2535", "#2a1b28");
  // lava fountains along the fissure
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
    const y = 560 - 170 * rng() ** 1.5 * gauss(x, 820, 140);
    spatter += `M${int(x)} ${int(y)}h0`;
  }
  s.path(spatter, { stroke: "#ffd27a", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.85 });
  const ridgeFront = ridge(rng, { base: 582, amp: 10, wave: 120, shape: (x) => 24 * gauss(x, 820, 200) + 50 * smooth((x - 1150) / 300) });
  layer(s, ridgeFront, "#24161f", "#1a1118");
  s.path(curve(ridgeFront.filter(([x]) => x > 600 && x < 1050)), { fill: "none", stroke: "#ff9a3c", "stroke-width": 4, opacity: 0.85, filter: s.blur(3) });

  // lava river coming towards us
  const flow: Pt[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    flow.push([820 - 260 * Math.sin(t * 2.2) * t + 80 * t, 580 + 360 * t ** 1.1]);
  }
  const field = ridge(rng, { base: 600, amp: 6, wave: 200 });
  layer(s, field, "#1f151a", "#0d0a0d");
  s.path(
    ribbon(flow, (t) => 10 + 240 * t ** 1.4),
    { fill: "#ff6a1f", opacity: 0.5, filter: s.blur(14, 0.2) },
  );
  s.path(
    ribbon(flow, (t) => 6 + 150 * t ** 1.4),
    { fill: "#c9380f" },
  );
  s.path(
    ribbon(flow, (t) => 3 + 80 * t ** 1.4),
    { fill: "#ff8a28" },
  );
  s.path(
    ribbon(flow, (t) => 1 + 22 * t ** 1.4),
    { fill: "#ffd36b", opacity: 0.9 },
  );
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
  const front = ridge(rng, { base: 905, amp: 24, wave: 120, shape: (x) => 120 * smooth((380 - x) / 380) + 100 * smooth((x - 1280) / 320) });
  layer(s, front, "#20151a", "#0b080a");
  s.path(curve(front), { fill: "none", stroke: "#c2552c", "stroke-width": 2, opacity: 0.5 });
}

// 15 — a gravel trail over a ridge and a lone rider at the crest
function ridgeRider(s: Scene): void {
  const rng = s.rng;
  sky(s, [
    [0, "#39557f"],
    [0.35, "#7d7d9c"],
    [0.55, "#e2a27a"],
    [0.68, "#f4c688"],
  ]);
  glow(s, 1180, 470, 640, "#ffcf8a", 0.5, 0.5);
  s.add(`<circle cx="1180" cy="452" r="32" fill="#ffe4a8" opacity=".95"/>`);
  glow(s, 1180, 452, 110, "#fff0c8", 0.5);
  for (let k = 0; k < 5; k++) {
    streak(s, between(rng, 0, W), between(rng, 120, 380), between(rng, 300, 700), between(rng, 10, 22), k < 2 ? "#9a7f9d" : "#f5b58a", 0.5, 4);
  }
  const haze = ["#8a7d9c", "#6f6889", "#564f72", "#3d3856"];
  const layers: [number, number][] = [
    [470, 40],
    [540, 50],
    [610, 45],
    [680, 40],
  ];
  layers.forEach(([base, amp], k) => {
    const pts = ridge(rng, { base, amp, wave: 240, ridged: k < 2, shape: (x) => 40 * gauss(x, 300 + k * 350, 220) });
    const l = layer(s, pts, haze[k] as string, mix(haze[k] as string, "#e0a07a", 0.25));
    if (k < 2) facets(s, l, { color: "#2c2840", opacity: 0.18, light: "right" });
  });

  // the big ridge the trail climbs
  const crestX = 880;
  const main = ridge(rng, {
    base: 1000,
    amp: 12,
    wave: 200,
    shape: (x) => 560 * smooth((x + 100) / (crestX + 100)) ** 1.1 - 300 * smooth((x - crestX) / 700),
  });
  const ml = layer(s, main, "#2d2a3b", "#16141e");
  s.path(curve(main.filter(([x]) => x > 200 && x < 1500)), { fill: "none", stroke: "#f2b27a", "stroke-width": 3, opacity: 0.7 });
  const crestY = yAt(main, crestX);
  // trail: from bottom left, switching back, up to the crest
  const trail: Pt[] = [];
  const via: Pt[] = [
    [crestX, crestY + 2],
    [crestX - 90, crestY + 40],
    [crestX - 20, crestY + 110],
    [crestX - 260, crestY + 180],
    [crestX - 80, crestY + 300],
    [crestX - 300, crestY + 420],
    [crestX - 360, H + 30],
  ];
  for (const p of via) trail.push(p);
  s.open({ "clip-path": ml.clip });
  s.path(
    ribbon(trail, (t) => 4 + 70 * t ** 1.6),
    { fill: "#7a6a5e", opacity: 0.9 },
  );
  s.path(
    ribbon(trail, (t) => 1 + 26 * t ** 1.6),
    { fill: "#a28c78", opacity: 0.5 },
  );
  s.close();
  tufts(
    s,
    main.filter(([x]) => x < crestX - 70),
    30,
    "#2d2a3b",
    12,
  );
  tufts(
    s,
    main.filter(([x]) => x > crestX + 70),
    30,
    "#2d2a3b",
    12,
  );
  const scale = 1.8;
  const rear = yAt(main, crestX - 18 * scale);
  const fore = yAt(main, crestX + 18 * scale);
  cyclist(s, crestX, (rear + fore) / 2 + 3, scale, (Math.atan2(fore - rear, 36 * scale) * 180) / Math.PI, "#141219");
  birds(s, 1000, 260, 3, "#3d3452", 8);
}

// ---------------------------------------------------------------------------

function fileName(index: number): string {
  return `hero-${String(index).padStart(2, "0")}.svg`;
}

function generate(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  scenes.forEach((art, k) => {
    const s = new Scene(k + 1);
    art.draw(s);
    const svg = s.render(art.title);
    writeFileSync(join(OUT_DIR, fileName(k + 1)), svg);
    console.log(`${fileName(k + 1)}  ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB  ${art.title}`);
  });
}

function check(): boolean {
  let ok = true;
  for (let k = 1; k <= COUNT; k++) {
    const file = join(OUT_DIR, fileName(k));
    if (!existsSync(file)) {
      console.log(`${fileName(k)}  MISSING`);
      ok = false;
      continue;
    }
    const size = statSync(file).size;
    const text = readFileSync(file, "utf8");
    const problems: string[] = [];
    if (size >= MAX_BYTES) problems.push(`over ${MAX_BYTES / 1024} KB`);
    if (!text.startsWith("<svg")) problems.push("does not start with <svg");
    if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text)) problems.push("no xmlns");
    if (!/^<svg[^>]*\sviewBox="0 0 1600 900"/.test(text)) problems.push("no viewBox");
    if (!text.trimEnd().endsWith("</svg>")) problems.push("does not end with </svg>");
    if (!/<title>[^<]+<\/title>/.test(text)) problems.push("no <title>");
    if (/<script|<text|<image|@import|url\((?!#)|href="(?!#)/i.test(text)) problems.push("external reference, script or text");
    const opened = (text.match(/<(?!\/|!|\?)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
    const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
    if (opened !== closed) problems.push(`unbalanced tags (${opened} open, ${closed} close)`);
    if (problems.length) ok = false;
    console.log(`${fileName(k)}  ${(size / 1024).toFixed(1)} KB  ${problems.length ? problems.join("; ") : "ok"}`);
  }
  return ok;
}

if (process.argv.includes("--check")) {
  if (!check()) process.exitCode = 1;
} else {
  generate();
}
