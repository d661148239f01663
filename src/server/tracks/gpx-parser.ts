import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { MAX_GPX_BYTES, MAX_GPX_POINTS } from "../../shared/track.ts";
import { GpxError } from "./gpx-error.ts";
import { decodeGpxText } from "./gpx-text.ts";

/** One point of a GPX track or route; ele is null where the file has none (never guessed). */
export interface GpxPoint {
  lat: number;
  lon: number;
  ele: number | null;
  /** True for the first point of each <trkseg>, <trk> or <rte>: the distance from the point before is not ridden. */
  startsSegment: boolean;
}

// Plain decimal numbers only: "1e400", "NaN", "0x10" and empty strings are not coordinates.
const decimalNumber = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** The deepest nesting of elements read. */
const MAX_NESTING = 100;
const ARRAY_TAGS = new Set(["trk", "trkseg", "trkpt", "rte", "rtept", "ele", "extensions", "RoutePointExtension", "rpt"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // GPX 1.0 and 1.1 use a default namespace; some writers add prefixes (gpx:trkpt). Either way the local name counts.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are refused before parsing; leaving them unexpanded here is a second fence.
  processEntities: false,
  // A GPX file nests about six deep, a few more with extensions; deeper is refused (readXml).
  maxNestedTags: MAX_NESTING,
  isArray: (name) => ARRAY_TAGS.has(name),
});

/**
 * Reads the points of a GPX 1.0 or 1.1 file: every <trkpt> of every <trkseg>
 * of every <trk>, in order; a file without track points gives its <rtept>s,
 * each followed by the shape points a Garmin route carries to the next one.
 * The file may be UTF-8, UTF-16 or ISO-8859-1 (gpx-text.ts).
 * Throws a GpxError (400, or 413 when too large) with a message the admin can act on.
 */
export function parseGpx(file: Uint8Array): GpxPoint[] {
  if (file.byteLength > MAX_GPX_BYTES) throw new GpxError(413, "The GPX file is larger than 10 MB");
  if (file.byteLength === 0) throw new GpxError(400, "The GPX file is empty");
  const text = decodeGpxText(file);
  // Checked on the raw text before any parser sees it: no external entities (XXE) and no entity expansion.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new GpxError(400, "GPX files with a DOCTYPE or entity declaration are refused");
  }
  // Counted on the text first, so a file of a million points is refused before it is checked or a tree of
  // them is built. A route's points include the shape points of Garmin's extension (<gpxx:rpt>).
  const trackPointTags = countTags(text, "trkpt");
  if (trackPointTags > MAX_GPX_POINTS || (trackPointTags === 0 && countTags(text, "rtept") + countTags(text, "rpt") > MAX_GPX_POINTS)) {
    throw tooManyPoints();
  }
  assertWellFormed(text);
  const document = readXml(text);
  const root = document.gpx;
  if (!isObject(root)) throw new GpxError(400, "Not a GPX file: the root element is not <gpx>");

  const trackPoints = collect(
    asArray(root.trk).flatMap((track) => asArray(isObject(track) ? track.trkseg : undefined)),
    "trkpt",
  );
  const points = trackPoints.length > 0 ? trackPoints : collect(asArray(root.rte), "rtept");
  if (points.length === 0) throw new GpxError(400, "The GPX file has no track or route points");
  return points;
}

/** The parsed document; whatever the parser refuses is a fault of the file (400), never of the server. */
function readXml(text: string): Record<string, unknown> {
  try {
    return parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message : "";
    if (/nested/i.test(reason)) throw new GpxError(400, `Not a GPX file: elements are nested more than ${MAX_NESTING} deep`);
    if (/reserved/i.test(reason)) throw new GpxError(400, "Not a GPX file: element names such as __proto__ and constructor are refused");
    throw new GpxError(400, "Not a GPX file: the XML could not be read");
  }
}

/** fast-xml-validator throws a ValidationError (with the line) on the first fault it finds. */
function assertWellFormed(text: string): void {
  try {
    SyntaxValidator.validate(text);
  } catch (error) {
    throw new GpxError(400, `Not a GPX file: the XML is malformed (${error instanceof Error ? error.message : "unreadable"})`);
  }
}

/** The points named `pointTag` in each container (a segment or a route), each container starting a new segment. */
function collect(containers: unknown[], pointTag: "trkpt" | "rtept"): GpxPoint[] {
  const points: GpxPoint[] = [];
  for (const container of containers) {
    if (!isObject(container)) continue;
    let first = true;
    for (const raw of asArray(container[pointTag])) {
      if (points.length >= MAX_GPX_POINTS) {
        throw tooManyPoints();
      }
      points.push({ ...readPoint(raw, points.length + 1), startsSegment: first });
      first = false;
      if (pointTag === "rtept") {
        for (const shapePoint of routeShape(raw)) {
          if (points.length >= MAX_GPX_POINTS) throw tooManyPoints();
          points.push({ ...readPoint(shapePoint, points.length + 1), startsSegment: false });
        }
      }
    }
  }
  return points;
}

/**
 * The shape of a route from one via-point to the next, as Garmin BaseCamp writes it: <gpxx:rpt> points in
 * the via-point's <extensions><gpxx:RoutePointExtension> (namespace
 * http://www.garmin.com/xmlschemas/GpxExtensions/v3). Followed, the route is measured along the roads
 * rather than as straight lines between the via-points.
 */
function routeShape(routePoint: unknown): unknown[] {
  if (!isObject(routePoint)) return [];
  return asArray(routePoint.extensions)
    .flatMap((extensions) => asArray(isObject(extensions) ? extensions.RoutePointExtension : undefined))
    .flatMap((extension) => asArray(isObject(extension) ? extension.rpt : undefined));
}

function readPoint(raw: unknown, position: number): Omit<GpxPoint, "startsSegment"> {
  const point = isObject(raw) ? raw : {};
  const lat = readNumber(point["@_lat"], `point ${position}: lat`);
  const lon = readNumber(point["@_lon"], `point ${position}: lon`);
  if (lat < -90 || lat > 90) throw new GpxError(400, `Point ${position}: latitude ${lat} is outside -90 to 90`);
  if (lon < -180 || lon > 180) throw new GpxError(400, `Point ${position}: longitude ${lon} is outside -180 to 180`);
  const elevations = asArray(point.ele);
  let ele: number | null = null;
  if (elevations.length > 0) {
    ele = readNumber(elevations[0], `point ${position}: ele`);
    // Lower than the Dead Sea shore or higher than Everest is a broken recording, not a place.
    if (ele < -500 || ele > 9000) throw new GpxError(400, `Point ${position}: elevation ${ele} m is not possible`);
  }
  return { lat, lon, ele };
}

function readNumber(value: unknown, what: string): number {
  if (typeof value !== "string" || !decimalNumber.test(value)) {
    throw new GpxError(400, `${what.charAt(0).toUpperCase()}${what.slice(1)} is missing or not a number`);
  }
  return Number(value);
}

function tooManyPoints(): GpxError {
  return new GpxError(400, `The GPX file has more than ${MAX_GPX_POINTS.toLocaleString("en-US")} points`);
}

function countTags(text: string, name: string): number {
  // Any prefix, not only ASCII ones: the parser drops every prefix, so <ñ:trkpt> is a point too.
  return text.match(new RegExp(`<(?:[^\\s<>/:!?]+:)?${name}[\\s/>]`, "g"))?.length ?? 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
