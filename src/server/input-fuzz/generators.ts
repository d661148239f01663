import fc from "fast-check";
import { apiPaths } from "../../shared/api-paths.ts";
import { photoPaths } from "../../shared/photo.ts";
import { TEST_ADMIN, type TestApp } from "../test-support/test-app.ts";

/**
 * Generators shared by the input fuzz tests (decision 012): values a client could send (wrong types, huge and
 * empty strings, control characters and NUL, odd Unicode, big and negative numbers), malformed JSON and
 * multipart bodies, wrong content types, odd query strings and path parameters, and the app's own endpoints
 * read from Fastify's route table. FUZZ_RUNS sets the number of generated requests per engine
 * (`npm run test:stress` runs 10,000 on each).
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
export const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

export interface Endpoint {
  method: Method;
  /** As the app declares it, with its parameters (":id"). */
  path: string;
}

/**
 * Every method and path of the app, from Fastify's own route table; "*" (the 404 fallback) becomes an
 * unknown path. The table is a tree whose lines hold the part of the path after their parent's.
 */
export function endpointsOf(test: TestApp): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const parts: string[] = [];
  for (const line of test.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = [...(match[1] ?? "")].length / 4;
    parts.length = depth;
    parts.push(match[2]);
    if (!match[3]) continue;
    const route = parts.join("");
    const path = route === "/*" ? "/ekki-til/../x" : route;
    for (const method of match[3].split(", ")) endpoints.push({ method: method as Method, path });
  }
  return endpoints;
}

export const FIELD_NAMES = [
  "name",
  "region",
  "description",
  "distance",
  "latitude",
  "longitude",
  "link",
  "videolink",
  "date",
  "email",
  "password",
  "path",
  "referrer",
  "device",
  "id",
  "ids",
  "alt",
  "altEn",
  "caption",
  "captionEn",
  "condition",
  "note",
  "checkedOn",
  "from",
  "to",
  "nameEn",
  "descriptionEn",
];

export const validRoute = {
  name: "Fuzzleið",
  region: "Vesturland",
  description: "Leið til prófunar.",
  distance: "12",
  latitude: "64.5",
  longitude: "-21.9",
  link: "https://example.is/leid",
  videolink: null,
};
export const validEvent = { name: "Fuzzmót", date: "2027-07-01", description: "Mót til prófunar.", link: "https://example.is/mot" };
export const validPageView = { path: "/routes", referrer: "https://www.google.com/", device: "phone" };
export const validPhotoTexts = { alt: "Fuzzmynd", altEn: "Fuzz photo", caption: "Texti", captionEn: null };
export const validCondition = { condition: "caution", note: "Blautt á köflum", checkedOn: "2026-06-01" };
export const validSeason = { from: "06-15", to: "09-15" };
export const validEnglish = { nameEn: "Fuzz route", descriptionEn: "A route for testing." };
export const validGpx = `<?xml version="1.0"?><gpx version="1.1" creator="fuzz" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="64.1" lon="-21.9"><ele>10</ele></trkpt><trkpt lat="64.11" lon="-21.91"><ele>30</ele></trkpt></trkseg></trk></gpx>`;

export const nastyStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\u0085",
  "\ud800",
  "\udfff x",
  "\u202e\u2066",
  "\ufeff",
  "𝕏🚵‍♀️ð",
  "x".repeat(3000),
  "ð".repeat(30_000),
  "null",
  "0",
  "-0",
  "1e309",
  "NaN",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "0x10",
  "javascript:alert(1)",
  "https://example.is/\u0000",
  "https://\u0000.is/",
  "2027-02-30",
  "2027-06-26\u0000",
  "'; DROP TABLE routes; --",
  "{{7*7}} #{7*7} $(id)",
  "<script>alert(1)</script>",
  "/../../etc/passwd",
  "__proto__",
  "constructor",
);

export const anyString = fc.oneof(
  nastyStrings,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 200 }),
);

export const oddNumbers = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    anyString,
    oddNumbers,
    fc.constantFrom(null, true, false),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A valid body with one field changed, removed or added: most are refused, a few are valid writes. */
export function mutated(base: Record<string, unknown>) {
  return fc.tuple(fc.constantFrom(...Object.keys(base), ...FIELD_NAMES, "extra"), fc.option(anyValue, { nil: undefined })).map(([key, value]) => {
    const body = { ...base };
    if (value === undefined) delete body[key];
    else body[key] = value;
    return JSON.stringify(body);
  });
}

/** Raw bodies: malformed JSON, duplicate keys, JSON that is not an object, and bodies that are not JSON at all. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "{}",
    "null",
    "[]",
    "[{}]",
    '"text"',
    "1e999",
    '{"name":1,}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `{"name":"a","name":"${"b".repeat(10)}"}`,
    `{"path":"/","path":"/x\\u0000","device":"phone"}`,
    `{"email":"${TEST_ADMIN.email}","email":"a@b.is","password":"x"}`,
    "name=x&distance=1",
    "\u0000\u0000",
    "\ufeff{}",
  ),
  anyString,
  fc.json({ maxDepth: 2 }),
  mutated(validRoute),
  mutated(validEvent),
  mutated(validPageView),
  mutated(TEST_ADMIN),
  mutated(validPhotoTexts),
  mutated(validCondition),
  mutated(validSeason),
  mutated(validEnglish),
  fc.constant(validGpx),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), anyValue, { maxKeys: 6 }).map((body) => JSON.stringify(body)),
);

export const contentTypes = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/gpx+xml",
  "text/plain",
  "application/xml",
  "*/*",
  "",
  undefined,
);

export function percentEncoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send invalid UTF-8 instead, just as hostile.
    return "%ED%A0%80";
  }
}

export const queryString = fc.oneof(
  fc.constant(""),
  fc.integer({ min: 1, max: 8 }).map((id) => `?id=${id}`),
  anyString.map((value) => `?id=${percentEncoded(value)}`),
  oddNumbers.map((value) => `?id=${value}`),
  fc.constantFrom("?id=1&id=2", "?id[]=1", "?id[a]=1", "?id=%", "?id=%E0%A4%A", "?%00=1", "?id=1%00", "?=", "?&&&", `?id=${"9".repeat(5000)}`, "?id=0x1"),
);

/** Seeded before the run: routes with photos, and their photo ids, so that photo writes can be accepted too. */
export interface Fixtures {
  photos: Map<number, number[]>;
  jpeg: Buffer;
}

/** A multipart/form-data body: its parts as given, between the boundary's lines. */
export function multipart(boundary: string, parts: { name: string; filename?: string; type?: string; data: string | Buffer }[], end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const headers = `Content-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Multipart bodies, a few of them a valid photo upload, most of them malformed: each with the content type it is sent with. */
export function multipartBodies({ jpeg }: Fixtures): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const boundary = "----fuzzgrensa7MA4YWxkTrZu0gW";
  const withBoundary = (payload: Buffer) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload });
  const textParts = fc.record({ alt: fc.oneof(fc.constant("Fuzzmynd"), anyString), caption: fc.option(anyString, { nil: undefined }) });
  const file = (data: Buffer = jpeg, name = "file") => ({ name, filename: "mynd.jpg", type: "image/jpeg", data });
  const valid = ({ alt, caption }: { alt: string; caption: string | undefined }) =>
    multipart(boundary, [{ name: "alt", data: alt }, ...(caption === undefined ? [] : [{ name: "caption", data: caption }]), file()]);
  return fc.oneof(
    // A whole, valid upload (accepted unless a text breaks a rule or the route is full).
    { arbitrary: textParts.map((texts) => withBoundary(valid(texts))), weight: 6 },
    // The boundary in the header is not the body's.
    textParts.map((texts) => ({ contentType: "multipart/form-data; boundary=anderslautandi", payload: valid(texts) })),
    fc
      .constantFrom("multipart/form-data", "multipart/form-data; boundary=", 'multipart/form-data; boundary="', "multipart/mixed; boundary=x")
      .map((contentType) => ({ contentType, payload: valid({ alt: "x", caption: undefined }) })),
    // Cut short anywhere: in a header, in the file, before the last boundary.
    fc.tuple(textParts, fc.double({ min: 0, max: 1, noNaN: true })).map(([texts, at]) => {
      const whole = valid(texts);
      return withBoundary(whole.subarray(0, Math.floor(whole.length * at)));
    }),
    textParts.map((texts) => withBoundary(valid(texts).subarray(0, -4))),
    // No file; the file under another name; two files; a file that is no image; texts as files.
    textParts.map(({ alt }) => withBoundary(multipart(boundary, [{ name: "alt", data: alt }]))),
    fc.constantFrom("photo", "alt", "__proto__", "").map((name) => withBoundary(multipart(boundary, [{ name: "alt", data: "x" }, file(jpeg, name)]))),
    fc.constant(withBoundary(multipart(boundary, [{ name: "alt", data: "x" }, file(), file()]))),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => withBoundary(multipart(boundary, [{ name: "alt", data: "x" }, file(Buffer.from(bytes))]))),
    fc.constant(withBoundary(multipart(boundary, [{ name: "alt", filename: "alt.txt", type: "text/plain", data: "x" }, file()]))),
    // A huge field, many fields, unknown and hostile field names.
    fc.constantFrom(3000, 100_000, 1_000_000).map((length) => withBoundary(multipart(boundary, [{ name: "alt", data: "ð".repeat(length) }, file()]))),
    fc.constant(withBoundary(multipart(boundary, [...Array.from({ length: 12 }, () => ({ name: "alt", data: "x" })), file()]))),
    fc
      .tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES, "__proto__", "constructor", "a\u0000b", "ð"), fc.string({ maxLength: 8 })), anyString)
      .map(([name, value]) => withBoundary(multipart(boundary, [{ name, data: value }, { name: "alt", data: "x" }, file()]))),
    // A part without its headers, and bytes that are no form at all.
    fc.constant(withBoundary(Buffer.from(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`))),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => withBoundary(Buffer.from(bytes))),
    fc.constant(withBoundary(Buffer.alloc(0))),
  );
}

/** A path parameter: mostly an id that names something, sometimes anything at all. */
export function pathParameter(likely: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...likely).map(String), weight: 6 },
    { arbitrary: anyString.map(percentEncoded), weight: 1 },
    { arbitrary: oddNumbers.map(String), weight: 1 },
    { arbitrary: fc.constantFrom("0", "01", "-1", "1.0", "%31", "1%00", "2147483648", "9".repeat(400), "..", "%2e%2e", "order"), weight: 1 },
  );
}

/** Mostly the endpoints that take input (the API, its writes above all), sometimes any path the app serves. */
export const requestsTo = (endpoints: Endpoint[], fixtures: Fixtures) => {
  const api = endpoints.filter((endpoint) => /^\/(api|backend)\//.test(endpoint.path));
  const writes = api.filter((endpoint) => endpoint.method !== "GET" && endpoint.method !== "HEAD");
  const photoRoutes = [...fixtures.photos.keys()];
  const photoIds = [...fixtures.photos.values()].flat();
  const valid = (body: Record<string, unknown>) => fc.oneof(mutated(body), fc.constant(JSON.stringify(body)));
  // The order of a route's photos, right or nearly right.
  const order = fc
    .constantFrom(...fixtures.photos.values())
    .chain((ids) => fc.shuffledSubarray([...ids, 99], { minLength: ids.length - 1, maxLength: ids.length }))
    .map((ids) => JSON.stringify({ ids }));
  /** The body each endpoint takes, nearly right: most are refused, a few are accepted writes. */
  const nearlyRight = new Map<string, fc.Arbitrary<string>>([
    [apiPaths.addRoute, valid(validRoute)],
    [apiPaths.updateRoute, valid(validRoute)],
    [apiPaths.addEvent, valid(validEvent)],
    [apiPaths.pageView, valid(validPageView)],
    [apiPaths.login, valid(TEST_ADMIN)],
    [apiPaths.routeCondition(":id"), valid(validCondition)],
    [apiPaths.routeSeason(":id"), fc.oneof(valid(validSeason), fc.constant("null"))],
    [apiPaths.englishRoute(":id"), valid(validEnglish)],
    [apiPaths.englishEvent(":id"), valid(validEnglish)],
    [photoPaths.photo(":id", ":photoId"), valid(validPhotoTexts)],
    [photoPaths.order(":id"), order],
    [apiPaths.track(":id"), fc.constant(validGpx)],
    [apiPaths.trackPreview, fc.constant(validGpx)],
  ]);
  const gpxTypes = new Set([apiPaths.track(":id"), apiPaths.trackPreview]);
  const endpoint = fc.oneof(
    { arbitrary: fc.constantFrom(...api), weight: 3 },
    { arbitrary: fc.constantFrom(...writes), weight: 3 },
    { arbitrary: fc.constantFrom(...endpoints), weight: 1 },
  );
  return endpoint.chain((chosen) => {
    const matched = nearlyRight.get(chosen.path);
    const photoUpload = chosen.path === photoPaths.photos(":id");
    return fc
      .record({
        wrongMethod: fc.oneof({ arbitrary: fc.constant(false), weight: 7 }, { arbitrary: fc.constant(true), weight: 1 }),
        otherMethod: fc.constantFrom(...METHODS),
        // A route and one of its photos, or any two parameters.
        ids: fc.oneof(
          fc.constantFrom(...[...fixtures.photos].flatMap(([routeId, ids]) => ids.map((photoId) => ({ routeId: String(routeId), photoId: String(photoId) })))),
          fc.record({ routeId: pathParameter([...photoRoutes, 1, 2, 3, 5, 8, 13, 20, 21, 99]), photoId: pathParameter([...photoIds, 1, 99]) }),
        ),
        otherParameter: pathParameter([1]),
        query: queryString,
        body: matched ? fc.oneof({ arbitrary: rawBody, weight: 1 }, { arbitrary: matched, weight: 2 }) : rawBody,
        // Multipart bodies mostly where one is expected, and now and then anywhere.
        multipart: fc.oneof(
          { arbitrary: fc.constant(undefined), weight: photoUpload ? 1 : 15 },
          { arbitrary: multipartBodies(fixtures), weight: photoUpload ? 4 : 1 },
        ),
        contentType: fc.oneof(
          { arbitrary: fc.constant(gpxTypes.has(chosen.path) ? "application/gpx+xml" : "application/json"), weight: 3 },
          { arbitrary: contentTypes, weight: 1 },
        ),
        // Sometimes no body and no content type at all (the way deletes come).
        bare: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
        bareDelete: fc.boolean(),
        // Now and then, the photos' order as the route has them now, turned round by this many.
        currentOrder: fc.option(fc.nat({ max: 30 }), { nil: undefined, freq: 3 }),
        signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
        writeHeader: fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
        // Some requests carry the headers a browser on another site would.
        foreign: fc.oneof(
          { arbitrary: fc.constant<Record<string, string>>({}), weight: 12 },
          {
            arbitrary: fc.constantFrom<Record<string, string>>({ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }),
            weight: 3,
          },
        ),
        accept: fc.constantFrom(undefined, "application/json", "text/html", "*/*", "image/png"),
        client: fc.ipV4(),
      })
      .map((rest) => ({ endpoint: chosen, ...rest }));
  });
};
