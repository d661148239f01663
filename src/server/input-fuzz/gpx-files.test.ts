import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import { createSignedInApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { RUNS } from "./generators.ts";

/**
 * Generated GPX files sent to the track upload and the preview (decisions 006, 028): deeply nested elements,
 * names the parser guards against, prefixes outside ASCII, Garmin routes, point counts around the limit, and
 * encodings read, not read or misnamed. No answer may be a 5xx. A tenth of FUZZ_RUNS, at least 20, per engine.
 */
/** Element names of generated GPX: its own, Garmin's, names the parser guards against, prefixes outside ASCII. */
const gpxName = fc.oneof(
  fc.constantFrom(
    "trk",
    "trkseg",
    "trkpt",
    "rte",
    "rtept",
    "ele",
    "name",
    "extensions",
    "gpxx:RoutePointExtension",
    "gpxx:rpt",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "gpx:__proto__",
    "ñ:trkpt",
    "ж:trkseg",
    "ö:rtept",
    "😀:trkpt",
    "a:b:trkpt",
  ),
  fc.stringMatching(/^[A-Za-z_][\w.-]{0,6}$/),
);

const gpxAttribute = fc
  .tuple(
    fc.constantFrom("lat", "lon", "lat", "lon", "__proto__", "constructor", "xmlns:ñ", "xmlns:gpxx", "version"),
    fc.oneof(
      fc.double({ min: -200, max: 200, noNaN: true }).map(String),
      fc.constantFrom("64", "-20", "1e400", "NaN", "", "0x10", "http://www.garmin.com/xmlschemas/GpxExtensions/v3"),
      fc.string({ maxLength: 6 }).map((value) => value.replace(/["<&]/g, "")),
    ),
  )
  .map(([name, value]) => ` ${name}="${value}"`);

const gpxElement: fc.Arbitrary<string> = fc.letrec<{ element: string }>((tie) => ({
  element: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    fc.tuple(gpxName, fc.array(gpxAttribute, { maxLength: 3 })).map(([name, attributes]) => `<${name}${attributes.join("")}/>`),
    fc
      .tuple(gpxName, fc.array(gpxAttribute, { maxLength: 3 }), fc.array(tie("element"), { maxLength: 4 }))
      .map(([name, attributes, children]) => `<${name}${attributes.join("")}>${children.join("")}</${name}>`),
    fc.double({ min: -1000, max: 10_000, noNaN: true }).map((value) => `<ele>${value}</ele>`),
  ),
})).element;

/** Elements nested around the parser's limit, under names it reads or guards against. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 90, max: 400 }), gpxName)
  .map(
    ([depth, name]) =>
      `<trk><trkseg><trkpt lat="64" lon="-20"><extensions>${`<${name}>`.repeat(depth)}${`</${name}>`.repeat(depth)}</extensions></trkpt></trkseg></trk>`,
  );

/** Many points under a prefix outside ASCII, around the point limit, counted or not before parsing. */
const manyPrefixedPoints = fc
  .tuple(fc.constantFrom("ñ", "ж", "😀", "gpx"), fc.constantFrom(199_999, 200_001), fc.constantFrom("64", "x"))
  .map(
    ([prefix, count, lat]) =>
      `<trk><trkseg xmlns:${prefix}="http://www.topografix.com/GPX/1/1">${`<${prefix}:trkpt lat="${lat}" lon="-20"/>`.repeat(count)}</trkseg></trk>`,
  );

/** Garmin routes: via-points with shape points, some of them broken. */
const garminRoute = fc
  .array(fc.tuple(gpxAttribute, gpxAttribute, fc.array(fc.tuple(gpxAttribute, gpxAttribute), { maxLength: 4 })), { minLength: 1, maxLength: 4 })
  .map(
    (viaPoints) =>
      `<rte>${viaPoints
        .map(
          ([lat, lon, shape]) =>
            `<rtept${lat}${lon}><extensions><gpxx:RoutePointExtension>${shape.map(([a, b]) => `<gpxx:rpt${a}${b}/>`).join("")}</gpxx:RoutePointExtension></extensions></rtept>`,
        )
        .join("")}</rte>`,
  );

/**
 * A well-formed track in Iceland, 2 to 30 points, with or without heights: the files the server must read, so
 * that every run checks reading as well as refusing, whatever else it generates.
 */
const wellFormedTrack = fc
  .array(
    fc.tuple(
      fc.double({ min: 63.4, max: 66.5, noNaN: true }),
      fc.double({ min: -24.5, max: -13.5, noNaN: true }),
      fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    ),
    { minLength: 2, maxLength: 30 },
  )
  .map(
    (points) =>
      `<trk><name>Fuzz</name><trkseg>${points
        .map(([lat, lon, ele]) => `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}">${ele === undefined ? "" : `<ele>${ele}</ele>`}</trkpt>`)
        .join("")}</trkseg></trk>`,
  );

/** The bytes of a generated file: in one of the encodings read, or one that is not, or saying one thing and being another. */
function encoded(
  body: string,
  encoding: "utf-8" | "utf-8-bom" | "utf-16le" | "utf-16be" | "latin1" | "declared-latin1-sent-utf-8" | "shift_jis" | "utf-16-declared",
): Buffer {
  const declaration = (name: string) => `<?xml version="1.0" encoding="${name}"?>`;
  const gpx = `<gpx version="1.1" creator="fuzz" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">${body}</gpx>`;
  switch (encoding) {
    case "utf-8":
      return Buffer.from(`${declaration("UTF-8")}${gpx}`);
    case "utf-8-bom":
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(gpx)]);
    case "utf-16le":
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${declaration("UTF-16")}${gpx}`, "utf16le")]);
    case "utf-16be":
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`${declaration("UTF-16")}${gpx}`, "utf16le").swap16()]);
    case "latin1":
      return Buffer.from(`${declaration("ISO-8859-1")}${gpx}`, "latin1");
    case "declared-latin1-sent-utf-8":
      return Buffer.from(`${declaration("ISO-8859-1")}${gpx}`);
    case "shift_jis":
      return Buffer.from(`${declaration("Shift_JIS")}${gpx}`);
    case "utf-16-declared":
      return Buffer.from(`${declaration("UTF-16")}${gpx}`);
  }
}

const generatedGpx = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.array(gpxElement, { maxLength: 4 }).map((elements) => elements.join("")), weight: 4 },
      { arbitrary: deeplyNested, weight: 2 },
      { arbitrary: garminRoute, weight: 2 },
      { arbitrary: manyPrefixedPoints, weight: 1 },
      { arbitrary: wellFormedTrack, weight: 4 },
    ),
    fc.constantFrom(
      "utf-8",
      "utf-8",
      "utf-8",
      "utf-8-bom",
      "utf-16le",
      "utf-16be",
      "latin1",
      "declared-latin1-sent-utf-8",
      "shift_jis",
      "utf-16-declared" as const,
    ),
  )
  .map(([body, encoding]) => encoded(body, encoding));

describe.each(testEngines)("GPX uploads survive generated bad files (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ test, cookie } = await createSignedInApp({ engine, sampleData: true }));
  });
  afterAll(async () => test.close());

  const GPX_RUNS = Math.max(20, Math.round(RUNS / 10));

  it(`answers ${GPX_RUNS} generated GPX files, deeply nested, with guarded names, odd prefixes and encodings, without a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(generatedGpx, fc.boolean(), async (file, store) => {
        test.clock.advance(1500);
        const response = await test.app.inject({
          method: store ? "PUT" : "POST",
          url: store ? apiPaths.track(1) : apiPaths.trackPreview,
          payload: file,
          headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) throw new Error(`${file.toString("latin1").slice(0, 300)} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
        else expect(response.json()).toHaveProperty(store ? "track.stats.lengthKm" : "stats.lengthKm");
      }),
      { numRuns: GPX_RUNS, endOnFailure: true },
    );
    // Both kinds of answer came: files read and files refused.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
