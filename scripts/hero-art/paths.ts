/**
 * Path data for the hero art: numbers rounded for small files, colour blending,
 * and outlines (smooth curves, straight lines, bands, blobs, mounds) through points.
 */
import { clamp01, type Rng } from "./noise.ts";

/** The picture's size in px; every scene draws into this frame. */
export const W = 1600;
export const H = 900;

export type Pt = [number, number];

/** One decimal at most, no trailing ".0", no "-0". */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

/** A whole number, no "-0". */
export function int(v: number): string {
  const r = Math.round(v);
  return r === 0 ? "0" : String(r);
}

const pt = (p: Pt): string => `${int(p[0])} ${int(p[1])}`;

/** Linear blend of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const cb = rgb(b);
  const out = rgb(a).map((c, i) => Math.round(c + ((cb[i] as number) - c) * clamp01(t)));
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
  for (let k = 0; k < (closed ? n : n - 1); k++) {
    const [p0, p1, p2, p3] = [at(k - 1), at(k), at(k + 1), at(k + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    const end: Pt = [round(p2[0]), round(p2[1])];
    const rel = [c1[0] - pen[0], c1[1] - pen[1], c2[0] - pen[0], c2[1] - pen[1], end[0] - pen[0], end[1] - pen[1]];
    d += `c${rel.map((v, i) => (i >= 4 ? f(round(v)) : f(v))).join(" ")}`.replace(/ -/g, "-");
    pen = end;
  }
  return d;
}

/** Smooth open curve through the points; `move` false continues the current path with a line. */
export function curve(pts: readonly Pt[], move = true): string {
  const first = pts[0];
  if (!first) return "";
  return `${move ? "M" : "L"}${pt(first)}${catmull(pts, false, false)}`;
}

/** Smooth closed curve through the points; `precise` keeps tenths, for small shapes. */
export function closedCurve(pts: readonly Pt[], precise = false): string {
  const first = pts[0] as Pt;
  const f = precise ? (p: Pt) => `${num(p[0])} ${num(p[1])}` : pt;
  return `M${f(first)}${catmull(pts, true, precise)}Z`;
}

/** Straight segments through the points (for angular edges like snow). */
export function polyline(pts: readonly Pt[], move = true): string {
  return pts.map((p, k) => `${k === 0 && move ? "M" : "L"}${pt(p)}`).join("");
}

/** Region under a ridgeline, down to `bottom`. */
export const below = (pts: readonly Pt[], bottom = H + 10): string => `${curve(pts)}V${int(bottom)}H${int((pts[0] as Pt)[0])}Z`;

/** Band between two curves that run the same way. */
export const band = (top: readonly Pt[], bottom: readonly Pt[]): string => `${curve(top)}${curve([...bottom].reverse(), false)}Z`;

/**
 * Band following a line, from `top` to `bottom` px below it (negative is above);
 * `wobble(x)` moves the lower edge, for grassy lips and foam.
 */
export function strip(pts: readonly Pt[], top: number, bottom: number, wobble = (_x: number) => 0): string {
  const upper = pts.map(([x, y]) => [x, y + top] as Pt);
  const lower = pts.map(([x, y]) => [x, y + bottom + wobble(x)] as Pt);
  return band(upper, lower);
}

/** Centre-line ribbon (a road, a river, a trail) with width varying along it (t from 0 to 1). */
export function ribbon(centre: readonly Pt[], width: (t: number) => number): string {
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

/** Ribbon width `start + grow * t ** power`: narrow far away, wide near the viewer. */
export function taper(start: number, grow: number, power: number): (t: number) => number {
  return (t) => start + grow * t ** power;
}

/** A full ellipse written as two arcs, so many can share one path. */
export const ellipse = (x: number, y: number, rx: number, ry: number): string =>
  `M${int(x - rx)} ${int(y)}a${int(rx)} ${int(ry)} 0 1 0 ${int(2 * rx)} 0a${int(rx)} ${int(ry)} 0 1 0 ${int(-2 * rx)} 0`;

/** A blob: a closed wobbly ellipse. */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.18, n = 7): string {
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
export function mound(rng: Rng, cx: number, base: number, rx: number, ry: number): string {
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
