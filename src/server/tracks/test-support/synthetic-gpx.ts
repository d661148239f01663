/**
 * SYNTHETIC GPX files for tests: made-up straight lines with made-up hills,
 * never a real route. Points run due north from `start`, `stepM` metres
 * apart, so the true length and climb are known exactly.
 */
export interface SyntheticGpxOptions {
  version?: "1.0" | "1.1";
  /** "trk": a track with segments; "rte": a planned route of <rtept>s. */
  kind?: "trk" | "rte";
  points?: number;
  /** The points are split evenly into this many <trkseg>s (or <rte>s). */
  segments?: number;
  stepM?: number;
  start?: [number, number];
  /** True height in metres at a distance along the line; null: the file has no <ele>. */
  elevation?: ((metresAlong: number) => number) | null;
  /** Standard deviation of Gaussian noise added to each height, in metres (seeded, so repeatable). */
  noiseM?: number;
  seed?: number;
  /** A namespace prefix written on every element, e.g. "gpx" gives <gpx:trkpt>. */
  prefix?: string;
}

export interface SyntheticGpx {
  gpx: string;
  /** Metres along the line, not counting the gaps between segments. */
  lengthM: number;
  /** The true climb of the noiseless heights, in metres. */
  climbM: number | null;
}

/** Metres per degree of latitude on the sphere the server measures with. */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** Rolling hills: `hills` full waves of `heightM` over `lengthM`, starting in a valley at `baseM`. */
export function hills(lengthM: number, count: number, heightM: number, baseM = 100): (metresAlong: number) => number {
  return (metresAlong) => baseM + (heightM * (1 - Math.cos((2 * Math.PI * count * metresAlong) / lengthM))) / 2;
}

export function syntheticGpx({
  version = "1.1",
  kind = "trk",
  points = 200,
  segments = 1,
  stepM = 10,
  start = [64.5, -20.5],
  elevation = (metresAlong) => 100 + metresAlong / 100,
  noiseM = 0,
  seed = 1,
  prefix,
}: SyntheticGpxOptions = {}): SyntheticGpx {
  const random = gaussian(seed);
  const tag = (name: string) => (prefix ? `${prefix}:${name}` : name);
  const namespace = version === "1.1" ? "http://www.topografix.com/GPX/1/1" : "http://www.topografix.com/GPX/1/0";
  const perSegment = Math.ceil(points / segments);
  const containers: string[] = [];
  let lengthM = 0;
  let climbM = 0;
  let previousHeight: number | null = null;
  for (let segment = 0; segment < segments; segment++) {
    const body: string[] = [];
    for (let index = segment * perSegment; index < Math.min(points, (segment + 1) * perSegment); index++) {
      const along = index * stepM;
      if (index > segment * perSegment) lengthM += stepM;
      const lat = start[0] + along / METRES_PER_DEGREE;
      const height = elevation ? elevation(along) : null;
      if (height !== null) {
        if (previousHeight !== null && height > previousHeight) climbM += height - previousHeight;
        previousHeight = height;
      }
      const ele = height === null ? "" : `<${tag("ele")}>${(height + noiseM * random()).toFixed(1)}</${tag("ele")}>`;
      const pointTag = kind === "trk" ? "trkpt" : "rtept";
      body.push(`<${tag(pointTag)} lat="${lat.toFixed(7)}" lon="${start[1].toFixed(7)}">${ele}</${tag(pointTag)}>`);
    }
    containers.push(kind === "trk" ? `<${tag("trkseg")}>${body.join("\n")}</${tag("trkseg")}>` : `<${tag("rte")}>${body.join("\n")}</${tag("rte")}>`);
  }
  const content =
    kind === "trk" ? `<${tag("trk")}><${tag("name")}>Synthetic test track</${tag("name")}>${containers.join("\n")}</${tag("trk")}>` : containers.join("\n");
  const xmlns = prefix ? `xmlns:${prefix}="${namespace}"` : `xmlns="${namespace}"`;
  const gpx = `<?xml version="1.0" encoding="UTF-8"?>\n<${tag("gpx")} version="${version}" creator="rafhjol synthetic test data" ${xmlns}>\n${content}\n</${tag("gpx")}>\n`;
  return { gpx, lengthM, climbM: elevation ? climbM : null };
}

/** Seeded standard normal numbers (mulberry32 and Box–Muller), so a noisy track is the same in every run. */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}
