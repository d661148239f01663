import { describe, expect, it } from "vitest";
import { MAX_GPX_BYTES, MAX_GPX_POINTS } from "../../shared/track.ts";
import { GpxError } from "./gpx-error.ts";
import { parseGpx } from "./gpx-parser.ts";
import { syntheticGpx } from "./test-support/synthetic-gpx.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const wrap = (body: string, version = "1.1") =>
  `<?xml version="1.0"?><gpx version="${version}" creator="synthetic" xmlns="http://www.topografix.com/GPX/1/${version === "1.1" ? "1" : "0"}">${body}</gpx>`;

function refusal(file: Uint8Array): { status: number; message: string } {
  try {
    parseGpx(file);
  } catch (error) {
    if (error instanceof GpxError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("parseGpx", () => {
  it.each(["1.0", "1.1"] as const)("reads a synthetic GPX %s track with elevations", (version) => {
    const { gpx } = syntheticGpx({ version, points: 5 });
    const points = parseGpx(bytes(gpx));
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual({ lat: 64.5, lon: -20.5, ele: 100, startsSegment: true });
    expect(points[4]?.ele).toBeCloseTo(100.4, 5);
    expect(points.slice(1).every((point) => !point.startsSegment)).toBe(true);
  });

  it("reads every segment of every track, in order, marking where each starts", () => {
    const two = syntheticGpx({ points: 6, segments: 3 }).gpx;
    const points = parseGpx(bytes(two.replace("</gpx>", '<trk><trkseg><trkpt lat="65" lon="-19"/></trkseg></trk></gpx>')));
    expect(points.map((point) => point.startsSegment)).toEqual([true, false, true, false, true, false, true]);
    expect(points[6]).toEqual({ lat: 65, lon: -19, ele: null, startsSegment: true });
  });

  it("reads namespace-prefixed elements", () => {
    const points = parseGpx(bytes(syntheticGpx({ points: 3, prefix: "gpx" }).gpx));
    expect(points.map((point) => point.ele)).toEqual([100, 100.1, 100.2]);
  });

  it("reads a synthetic route's <rtept>s when there is no track", () => {
    const points = parseGpx(bytes(syntheticGpx({ kind: "rte", points: 4, segments: 2, elevation: null }).gpx));
    expect(points).toHaveLength(4);
    expect(points.map((point) => point.startsSegment)).toEqual([true, false, true, false]);
  });

  it("gives null heights, never made-up ones, when the file has no <ele>", () => {
    const points = parseGpx(bytes(syntheticGpx({ points: 3, elevation: null }).gpx));
    expect(points.map((point) => point.ele)).toEqual([null, null, null]);
  });

  it("accepts a byte-order mark, extensions and waypoints", () => {
    const file = `\uFEFF${wrap('<metadata><name>A &amp; B</name></metadata><wpt lat="1" lon="1"/><trk><trkseg><trkpt lat="64.1" lon="-21.9"><ele>12</ele><time>2026-06-01T10:00:00Z</time><extensions><hr>120</hr></extensions></trkpt></trkseg></trk>')}`;
    expect(parseGpx(bytes(file))).toEqual([{ lat: 64.1, lon: -21.9, ele: 12, startsSegment: true }]);
  });

  it.each([
    ["an empty file", "", 400, /empty/],
    ["plain text", "this is not a gpx file", 400, /malformed/],
    ["a KML file", '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>', 400, /root element is not <gpx>/],
    ["malformed XML", wrap("<trk><trkseg><trkpt lat='1' lon='2'></trkseg></trk>"), 400, /malformed/],
    ["a DOCTYPE", `<?xml version="1.0"?><!DOCTYPE gpx>${wrap("")}`, 400, /DOCTYPE or entity/],
    [
      "an external entity (XXE)",
      `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wrap("<trk><name>&xxe;</name></trk>")}`,
      400,
      /DOCTYPE or entity/,
    ],
    ["an entity declaration in lower case", `<?xml version="1.0"?><!doctype gpx [<!entity a "b">]>${wrap("")}`, 400, /DOCTYPE or entity/],
    ["no points", wrap("<trk><trkseg></trkseg></trk>"), 400, /no track or route points/],
    ["only waypoints", wrap('<wpt lat="64" lon="-20"/>'), 400, /no track or route points/],
    ["a latitude out of range", wrap('<trk><trkseg><trkpt lat="91" lon="-20"/></trkseg></trk>'), 400, /latitude 91 is outside/],
    ["a longitude out of range", wrap('<trk><trkseg><trkpt lat="64" lon="-180.5"/></trkseg></trk>'), 400, /longitude -180.5 is outside/],
    ["a missing longitude", wrap('<trk><trkseg><trkpt lat="64"/></trkseg></trk>'), 400, /lon is missing or not a number/],
    ["a non-numeric latitude", wrap('<trk><trkseg><trkpt lat="north" lon="-20"/></trkseg></trk>'), 400, /lat is missing or not a number/],
    ["an exponent latitude", wrap('<trk><trkseg><trkpt lat="1e1" lon="-20"/></trkseg></trk>'), 400, /lat is missing or not a number/],
    ["a non-numeric elevation", wrap('<trk><trkseg><trkpt lat="64" lon="-20"><ele>high</ele></trkpt></trkseg></trk>'), 400, /ele is missing or not a number/],
    [
      "an impossible elevation",
      wrap('<trk><trkseg><trkpt lat="64" lon="-20"><ele>12000</ele></trkpt></trkseg></trk>'),
      400,
      /elevation 12000 m is not possible/,
    ],
  ])("refuses %s with %i", (_label, file, status, message) => {
    const answer = refusal(bytes(file));
    expect(answer.status).toBe(status);
    expect(answer.message).toMatch(message);
  });

  it("refuses bytes that are not UTF-8 text", () => {
    expect(refusal(new Uint8Array([0x3c, 0xff, 0xfe, 0x00])).message).toMatch(/not UTF-8/);
  });

  it.each([
    ["elements nested deeper than the parser reads", wrap(`<extensions>${"<x>".repeat(150)}${"</x>".repeat(150)}</extensions>`), /nested more than 100 deep/],
    ["an element named __proto__", wrap('<__proto__><polluted>1</polluted></__proto__><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk>'), /__proto__/],
    ["an element named constructor", wrap('<trk><constructor>1</constructor><trkseg><trkpt lat="1" lon="1"/></trkseg></trk>'), /constructor/],
    ["an element named prototype", wrap('<metadata><prototype/></metadata><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk>'), /__proto__/],
  ])("refuses %s with 400, not a fault of the server", (_label, file, message) => {
    const answer = refusal(bytes(file));
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });

  it("counts points under any namespace prefix before parsing, ASCII or not", () => {
    // Points without coordinates: counted first, the file is refused for their number before any is read.
    const unread = '<ñ:trkpt lat="?" lon="-20"/>';
    const file = wrap(`<trk><trkseg xmlns:ñ="http://www.topografix.com/GPX/1/1">${unread.repeat(MAX_GPX_POINTS + 1)}</trkseg></trk>`);
    expect(refusal(bytes(file))).toEqual({ status: 400, message: "The GPX file has more than 200,000 points" });
    const point = '<ñ:trkpt lat="64" lon="-20"/>';
    expect(parseGpx(bytes(wrap(`<trk><trkseg xmlns:ñ="http://www.topografix.com/GPX/1/1">${point.repeat(3)}</trkseg></trk>`)))).toHaveLength(3);
  }, 30_000);

  it("refuses a file over 10 MB with 413", () => {
    expect(refusal(new Uint8Array(MAX_GPX_BYTES + 1)).status).toBe(413);
  });

  it(`refuses more than ${MAX_GPX_POINTS} points and takes exactly that many`, () => {
    const point = '<trkpt lat="64" lon="-20"/>';
    const file = (count: number) => bytes(wrap(`<trk><trkseg>${point.repeat(count)}</trkseg></trk>`));
    expect(parseGpx(file(MAX_GPX_POINTS))).toHaveLength(MAX_GPX_POINTS);
    expect(refusal(file(MAX_GPX_POINTS + 1))).toEqual({ status: 400, message: "The GPX file has more than 200,000 points" });
  }, 30_000);

  describe("encodings", () => {
    const track = (name: string) => wrap(`<trk><name>${name}</name><trkseg><trkpt lat="64.1" lon="-21.9"><ele>12</ele></trkpt></trkseg></trk>`);
    const expected = [{ lat: 64.1, lon: -21.9, ele: 12, startsSegment: true }];
    const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
      const units = Buffer.from(text, "utf16le");
      if (!littleEndian) units.swap16();
      return Buffer.concat([Buffer.from(bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : []), units]);
    };

    it.each([
      ["UTF-16LE with its byte-order mark", utf16(track("Þórsmörk"), true, true)],
      ["UTF-16BE with its byte-order mark", utf16(track("Þórsmörk"), false, true)],
      ["UTF-16LE without a byte-order mark", utf16(track("Þórsmörk"), true, false)],
      [
        "ISO-8859-1, as its declaration says",
        Buffer.from(track("Þórsmörk").replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="ISO-8859-1"?>'), "latin1"),
      ],
      [
        "windows-1252, as its declaration says",
        Buffer.from(track("Þórsmörk").replace('<?xml version="1.0"?>', "<?xml version='1.0' encoding='windows-1252'?>"), "latin1"),
      ],
      ["UTF-8 with its byte-order mark", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(track("Þórsmörk"))])],
    ])("reads %s", (_label, file) => {
      expect(parseGpx(new Uint8Array(file))).toEqual(expected);
    });

    it("refuses an encoding it does not read, and bytes that are not what the file says, with 400", () => {
      const shiftJis = Buffer.from(track("x").replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="Shift_JIS"?>'));
      expect(refusal(shiftJis)).toEqual({
        status: 400,
        message: "The GPX file's encoding Shift_JIS is not supported: save it as UTF-8, UTF-16 (with a byte-order mark), ISO-8859-1 or windows-1252",
      });
      const latin1WithoutDeclaration = Buffer.from(track("Þórsmörk"), "latin1");
      expect(refusal(latin1WithoutDeclaration)).toEqual({ status: 400, message: "Not a GPX file: the file is not UTF-8 text" });
      const utf16Declared = Buffer.from(track("x").replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-16"?>'));
      expect(refusal(utf16Declared).message).toMatch(/UTF-16 but has no byte-order mark/);
      const brokenUtf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(track("x"), true, false), Buffer.from([0x00, 0xd8])]);
      expect(refusal(brokenUtf16)).toEqual({ status: 400, message: "Not a GPX file: the file is not UTF-16 text" });
    });
  });

  describe("Garmin route shape points", () => {
    // SYNTHETIC: two via-points 0.01° of latitude apart, the road between them bending 0.01° east and back.
    const garmin = (shape: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="synthetic" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3"><rte><name>Synthetic</name><rtept lat="64" lon="-20"><ele>10</ele><extensions><gpxx:RoutePointExtension><gpxx:Subclass>000000000000FFFFFFFFFFFFFFFFFFFFFFFF</gpxx:Subclass>${shape}</gpxx:RoutePointExtension></extensions></rtept><rtept lat="64.01" lon="-20"><ele>20</ele></rtept></rte></gpx>`;

    it("follows the shape points between the via-points, in order", () => {
      const points = parseGpx(bytes(garmin('<gpxx:rpt lat="64" lon="-20"/><gpxx:rpt lat="64.005" lon="-19.99"/><gpxx:rpt lat="64.01" lon="-20"/>')));
      expect(points).toEqual([
        { lat: 64, lon: -20, ele: 10, startsSegment: true },
        { lat: 64, lon: -20, ele: null, startsSegment: false },
        { lat: 64.005, lon: -19.99, ele: null, startsSegment: false },
        { lat: 64.01, lon: -20, ele: null, startsSegment: false },
        { lat: 64.01, lon: -20, ele: 20, startsSegment: false },
      ]);
    });

    it("refuses a shape point without coordinates, and counts shape points against the limit", () => {
      expect(refusal(bytes(garmin('<gpxx:rpt lat="64.005"/>'))).message).toMatch(/Point 2: lon is missing/);
      const many = garmin('<gpxx:rpt lat="64.005" lon="-19.99"/>'.repeat(MAX_GPX_POINTS));
      expect(refusal(bytes(many))).toEqual({ status: 400, message: "The GPX file has more than 200,000 points" });
    }, 30_000);
  });
});
