/**
 * Seeded randomness, smooth noise and easing for the hero art. Every picture
 * draws from its own seeded generator, so the output is the same on every run.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for scattering rocks. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** Smoothstep: 0 below 0, 1 above 1, an S-curve between. */
export const smooth = (v: number): number => {
  const t = clamp01(v);
  return t * t * (3 - 2 * t);
};

/** A bell-shaped bump, 1 at `centre`. */
export const gauss = (x: number, centre: number, width: number): number => Math.exp(-(((x - centre) / width) ** 2));

/** 1-D value noise in [-1, 1] over a random lattice. */
export function makeNoise(rng: Rng): (x: number) => number {
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

/** Fractal sum of octaves, each at twice the frequency and half the weight; `ridged` folds them so peaks come out sharp. */
export function fbm(noise: (x: number) => number, x: number, octaves: number, ridged = false): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let freq = 1;
  for (let o = 0; o < octaves; o++) {
    const n = noise(x * freq + o * 31.7);
    sum += amp * (ridged ? 1 - 2 * Math.abs(n) : n);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}
