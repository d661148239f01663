/**
 * The SVG document a scene draws into: a body of shapes, and the <defs> they
 * refer to (gradients, blur filters, clip paths), each with an id unique to
 * the picture. The scene also carries the picture's seeded PRNG.
 */
import { mulberry32, type Rng } from "./noise.ts";
import { H, num, W } from "./paths.ts";

export type Attrs = Record<string, string | number | undefined>;

/** Attributes in the given order, skipping undefined ones; numbers keep one decimal at most. */
export function attrs(a: Attrs): string {
  return Object.entries(a)
    .map(([k, v]) => (v === undefined ? "" : ` ${k}="${typeof v === "number" ? num(v) : v}"`))
    .join("");
}

/**
 * Gradient stops, written like CSS: "colour offset [opacity]", comma separated,
 * e.g. "#42648a 0, #7697b6 .35" or, fading out, "#bccbd7 .36 0, #bccbd7 .6 .55".
 */
function stops(text: string): string {
  return text
    .split(",")
    .map((stop) => {
      const [color, offset, opacity] = stop.trim().split(/\s+/);
      return `<stop offset="${num(Number(offset))}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${num(Number(opacity))}"`}/>`;
    })
    .join("");
}

interface LinearOptions {
  /** End points, as a share of the shape's box unless `user` puts them in picture px. */
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}

export class Scene {
  rng: Rng;
  private prefix: string;
  private defs: string[] = [];
  private body: string[] = [];
  private counter = 0;
  private blurs = new Map<string, string>();

  /** Scene `index` (1 to 15) seeds the PRNG and prefixes every id. */
  constructor(index: number) {
    this.rng = mulberry32(0x5eed + index * 7919);
    this.prefix = `h${String(index).padStart(2, "0")}`;
  }

  /** Adds a definition under a fresh id and returns the id. */
  private define(markup: (id: string) => string): string {
    const id = `${this.prefix}${(this.counter++).toString(36)}`;
    this.defs.push(markup(id));
    return id;
  }

  /** Vertical linear gradient (top to bottom of the shape unless told otherwise); returns a fill. */
  linear(stopList: string, g: LinearOptions = {}): string {
    const units = g.user ? "userSpaceOnUse" : undefined;
    const at = { x1: g.x1 ?? 0, y1: g.y1 ?? 0, x2: g.x2 ?? 0, y2: g.y2 ?? 1, gradientUnits: units };
    return `url(#${this.define((id) => `<linearGradient${attrs({ id, ...at })}>${stops(stopList)}</linearGradient>`)})`;
  }

  /** Radial gradient in picture px, squashed vertically by `sy`; returns a fill. */
  radial(stopList: string, cx: number, cy: number, r: number, sy = 1): string {
    const gradientTransform = sy === 1 ? undefined : `matrix(1 0 0 ${num(sy)} 0 ${num(cy * (1 - sy))})`;
    const at = { cx, cy, r, gradientUnits: "userSpaceOnUse", gradientTransform };
    return `url(#${this.define((id) => `<radialGradient${attrs({ id, ...at })}>${stops(stopList)}</radialGradient>`)})`;
  }

  /** Gaussian blur filter, shared per deviation and margin; returns a filter reference. */
  blur(sd: number, margin = 0.5): string {
    const key = `${sd}/${margin}`;
    const m = `${Math.round(margin * 100)}%`;
    const size = `${Math.round(100 + margin * 200)}%`;
    const url =
      this.blurs.get(key) ??
      `url(#${this.define((id) => `<filter id="${id}" x="-${m}" y="-${m}" width="${size}" height="${size}"><feGaussianBlur stdDeviation="${num(sd)}"/></filter>`)})`;
    this.blurs.set(key, url);
    return url;
  }

  /** A reusable shape in <defs>; returns its id. */
  shape(d: string): string {
    return this.define((id) => `<path id="${id}" d="${d}"/>`);
  }

  /** Clip path made from a shape defined with `shape`. */
  clipOf(shapeId: string): string {
    return `url(#${this.define((id) => `<clipPath id="${id}"><use href="#${shapeId}"/></clipPath>`)})`;
  }

  clipRect(x: number, y: number, width: number, height: number): string {
    return `url(#${this.define((id) => `<clipPath id="${id}"><rect${attrs({ x, y, width, height })}/></clipPath>`)})`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  path(d: string, a: Attrs): void {
    this.add(`<path d="${d}"${attrs(a)}/>`);
  }

  use(id: string, a: Attrs): void {
    this.add(`<use href="#${id}"${attrs(a)}/>`);
  }

  /** Opens a group (close it with `close`), typically to clip what follows. */
  open(a: Attrs): void {
    this.add(`<g${attrs(a)}>`);
  }

  close(): void {
    this.add("</g>");
  }

  /** A rectangle over the whole frame unless `a` says otherwise. */
  rect(fill: string, a: Attrs = {}): void {
    this.add(`<rect${attrs({ x: 0, y: 0, width: W, height: H, ...a, fill })}/>`);
  }

  /** Marks the body's length, to copy what is drawn after it with `since` (for reflections). */
  mark(): number {
    return this.body.length;
  }

  since(mark: number): string {
    return this.body.slice(mark).join("");
  }

  /** The finished document, with a faint film grain over everything. */
  render(title: string): string {
    const grain = this.define(
      (id) =>
        `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" seed="${this.prefix.slice(1)}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .5 0 0 0 0 .5 0 0 0 0 .5 0 0 0 1.6 -.8"/></filter>`,
    );
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">` +
      `<title>${title}</title><defs>${this.defs.join("")}</defs>${this.body.join("")}` +
      `<rect width="${W}" height="${H}" filter="url(#${grain})" opacity="${num(0.07)}"/></svg>\n`
    );
  }
}
