import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../shared/api-paths.ts";
import type { EnglishTexts } from "../shared/english-texts.ts";
import type { SiteEvent } from "../shared/event.ts";
import { type PhotoUploadAnswer, photoPaths, type RoutePhoto } from "../shared/photo.ts";
import type { Route } from "../shared/route.ts";
import type { RouteConditions } from "../shared/route-condition.ts";
import type { RouteTrack } from "../shared/track.ts";
import { testImage } from "./photos/test-images.ts";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";
import { testEngines } from "./test-support/test-databases.ts";

/**
 * Property-based fuzzing of every endpoint the app serves, with every method it serves them with (read
 * from the app itself, so a new endpoint is fuzzed without editing this file): wrong types, huge and empty
 * strings, control characters and NUL, odd Unicode, big and negative numbers, malformed JSON and
 * multipart, wrong content types, duplicate and unknown keys, odd query strings and path parameters —
 * signed in and out. No answer may be a 5xx, and the data afterwards must be the data before plus exactly
 * what the accepted writes did. FUZZ_RUNS sets the number of requests per engine
 * (`npm run test:stress` runs 10,000 on each).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

interface Endpoint {
  method: Method;
  /** As the app declares it, with its parameters (":id"). */
  path: string;
}

/**
 * Every method and path of the app, from Fastify's own route table; "*" (the 404 fallback) becomes an
 * unknown path. The table is a tree whose lines hold the part of the path after their parent's.
 */
function endpointsOf(test: TestApp): Endpoint[] {
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

const FIELD_NAMES = [
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

const validRoute = {
  name: "Fuzzleið",
  region: "Vesturland",
  description: "Leið til prófunar.",
  distance: "12",
  latitude: "64.5",
  longitude: "-21.9",
  link: "https://example.is/leid",
  videolink: null,
};
const validEvent = { name: "Fuzzmót", date: "2027-07-01", description: "Mót til prófunar.", link: "https://example.is/mot" };
const validPageView = { path: "/routes", referrer: "https://www.google.com/", device: "phone" };
const validPhotoTexts = { alt: "Fuzzmynd", altEn: "Fuzz photo", caption: "Texti", captionEn: null };
const validCondition = { condition: "caution", note: "Blautt á köflum", checkedOn: "2026-06-01" };
const validSeason = { from: "06-15", to: "09-15" };
const validEnglish = { nameEn: "Fuzz route", descriptionEn: "A route for testing." };
const validGpx = `<?xml version="1.0"?><gpx version="1.1" creator="fuzz" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="64.1" lon="-21.9"><ele>10</ele></trkpt><trkpt lat="64.11" lon="-21.91"><ele>30</ele></trkpt></trkseg></trk></gpx>`;

const nastyStrings = fc.constantFrom(
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

const anyString = fc.oneof(
  nastyStrings,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 200 }),
);

const oddNumbers = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
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
function mutated(base: Record<string, unknown>) {
  return fc.tuple(fc.constantFrom(...Object.keys(base), ...FIELD_NAMES, "extra"), fc.option(anyValue, { nil: undefined })).map(([key, value]) => {
    const body = { ...base };
    if (value === undefined) delete body[key];
    else body[key] = value;
    return JSON.stringify(body);
  });
}

/** Raw bodies: malformed JSON, duplicate keys, JSON that is not an object, and bodies that are not JSON at all. */
const rawBody = fc.oneof(
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

const contentTypes = fc.constantFrom(
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

function percentEncoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send invalid UTF-8 instead, just as hostile.
    return "%ED%A0%80";
  }
}

const queryString = fc.oneof(
  fc.constant(""),
  fc.integer({ min: 1, max: 8 }).map((id) => `?id=${id}`),
  anyString.map((value) => `?id=${percentEncoded(value)}`),
  oddNumbers.map((value) => `?id=${value}`),
  fc.constantFrom("?id=1&id=2", "?id[]=1", "?id[a]=1", "?id=%", "?id=%E0%A4%A", "?%00=1", "?id=1%00", "?=", "?&&&", `?id=${"9".repeat(5000)}`, "?id=0x1"),
);

/** Seeded before the run: routes with photos, and their photo ids, so that photo writes can be accepted too. */
interface Fixtures {
  photos: Map<number, number[]>;
  jpeg: Buffer;
}

/** A multipart/form-data body: its parts as given, between the boundary's lines. */
function multipart(boundary: string, parts: { name: string; filename?: string; type?: string; data: string | Buffer }[], end = true): Buffer {
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
function multipartBodies({ jpeg }: Fixtures): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
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
function pathParameter(likely: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...likely).map(String), weight: 6 },
    { arbitrary: anyString.map(percentEncoded), weight: 1 },
    { arbitrary: oddNumbers.map(String), weight: 1 },
    { arbitrary: fc.constantFrom("0", "01", "-1", "1.0", "%31", "1%00", "2147483648", "9".repeat(400), "..", "%2e%2e", "order"), weight: 1 },
  );
}

/** Mostly the endpoints that take input (the API, its writes above all), sometimes any path the app serves. */
const requestsTo = (endpoints: Endpoint[], fixtures: Fixtures) => {
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

/** What the route page reads of a route besides its own fields; the track without its file name, which follows the route's name. */
interface RouteData {
  track: Omit<RouteTrack, "fileName"> | null;
  conditions: RouteConditions;
  photos: RoutePhoto[];
}

const freshRoute = (): RouteData => ({ track: null, conditions: { current: null, recent: [], season: null }, photos: [] });
const withoutFileName = (track: RouteTrack | null) => {
  if (!track) return null;
  const { fileName: _fileName, ...rest } = track;
  return rest;
};

/** A path parameter as the server reads it (percent-decoded); only used once the server accepted it. */
function decoded(parameter: string): number {
  try {
    return Number(decodeURIComponent(parameter));
  } catch {
    return Number.NaN;
  }
}

describe.each(testEngines)("every endpoint survives generated bad input (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    test = await createTestApp({ engine, sampleData: true });
    await test.createAdmin();
    cookie = await test.signIn();
  });
  afterAll(async () => test.close());

  /** Three photos on each of two routes, so that edits, deletes and orders of photos can be accepted. */
  async function seedPhotos(jpeg: Buffer): Promise<Map<number, number[]>> {
    const photos = new Map<number, number[]>();
    for (const routeId of [11, 12]) {
      for (const alt of ["Fyrsta", "Önnur", "Þriðja"]) {
        const boundary = "seed";
        const response = await test.app.inject({
          method: "POST",
          url: photoPaths.photos(routeId),
          payload: multipart(boundary, [
            { name: "alt", data: alt },
            { name: "file", filename: "mynd.jpg", type: "image/jpeg", data: jpeg },
          ]),
          headers: { ...WRITE_HEADERS, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        expect(response.statusCode, response.body).toBe(201);
        photos.set(routeId, [...(photos.get(routeId) ?? []), response.json<PhotoUploadAnswer>().photo.id]);
      }
    }
    return photos;
  }

  async function snapshot() {
    const routes = (await test.app.inject({ method: "GET", url: apiPaths.routes })).json() as Route[];
    const events = (await test.app.inject({ method: "GET", url: apiPaths.events })).json() as SiteEvent[];
    const views = await test.store.db
      .selectFrom("page_views")
      .select((eb) => eb.fn.sum<number>("views").as("total"))
      .executeTakeFirstOrThrow();
    const admins = await test.store.db.selectFrom("admins").select(["email", "password_hash"]).execute();
    const details = new Map<number, RouteData>();
    for (const route of routes) {
      const answer = (await test.app.inject({ method: "GET", url: apiPaths.routeDetails(route.id) })).json();
      details.set(route.id, { track: withoutFileName(answer.track), conditions: answer.conditions, photos: answer.photos });
    }
    const english = {
      route: englishMap((await test.app.inject({ method: "GET", url: apiPaths.englishRoutes })).json()),
      event: englishMap((await test.app.inject({ method: "GET", url: apiPaths.englishEvents })).json()),
    };
    return { routes, events, views: Number(views.total ?? 0), admins, details, english };
  }

  function englishMap(list: (EnglishTexts & { id: number })[]): Map<number, EnglishTexts> {
    return new Map(list.map(({ id, nameEn, descriptionEn }) => [id, { nameEn, descriptionEn }]));
  }

  it(`answers ${RUNS} generated bad requests without a 5xx, and changes only what the accepted writes said`, async () => {
    const endpoints = endpointsOf(test);
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        "POST /backend/add_route.php",
        "GET /backend/delete_event.php",
        "POST /api/auth/login",
        "POST /api/analytics/pageview",
        "PUT /api/routes/:id/track",
        "DELETE /api/routes/:id/track",
        "PUT /api/routes/:id/condition",
        "PUT /api/routes/:id/season",
        "POST /api/routes/:id/photos",
        "PUT /api/routes/:id/photos/order",
        "PATCH /api/routes/:id/photos/:photoId",
        "DELETE /api/routes/:id/photos/:photoId",
        "PUT /api/english/routes/:id",
        "PUT /api/english/events/:id",
        "GET /api/routes/:id/track.gpx",
        "GET /en/routes/:id",
      ]),
    );
    const jpeg = await (await testImage(24, 16)).jpeg().toBuffer();
    const fixtures: Fixtures = { jpeg, photos: await seedPhotos(jpeg) };
    const before = await snapshot();
    const expected = {
      routes: [...before.routes],
      events: [...before.events],
      views: before.views,
      details: structuredClone(before.details),
      english: structuredClone(before.english),
    };
    const statuses = new Map<number, number>();
    const accepted = new Map<string, number>();
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(requestsTo(endpoints, fixtures), async (request) => {
        const endpoint = request.endpoint;
        const method = request.wrongMethod ? request.otherMethod : endpoint.method;
        const path = endpoint.path.replace(":id", request.ids.routeId).replace(":photoId", request.ids.photoId).replace(/:\w+/, request.otherParameter);
        const headers: Record<string, string> = { ...request.foreign };
        const bare = request.bare || (method === "DELETE" && request.bareDelete);
        const options: InjectOptions = { method, url: `${path}${request.query}`, headers, remoteAddress: request.client };
        if (request.multipart && !bare) {
          headers["content-type"] = request.multipart.contentType;
          options.payload = request.multipart.payload;
        } else if (!bare) {
          if (request.contentType !== undefined) headers["content-type"] = request.contentType;
          if (method !== "GET" && method !== "HEAD") options.payload = request.body;
          const photos = expected.details.get(decoded(request.ids.routeId))?.photos.map((photo) => photo.id);
          if (endpoint.path === photoPaths.order(":id") && request.currentOrder !== undefined && photos) {
            const turn = request.currentOrder % Math.max(1, photos.length);
            options.payload = JSON.stringify({ ids: [...photos.slice(turn), ...photos.slice(0, turn)] });
          }
        }
        if (request.accept !== undefined) headers.accept = request.accept;
        // Signed out with the custom header reaches the session check (401); without it, the header check (403).
        if (request.writeHeader) Object.assign(headers, WRITE_HEADERS);
        if (request.signedIn) headers.cookie = cookie;
        // Fast enough that the per-client write limits stay out of the way most of the time.
        test.clock.advance(1500);
        const response = await test.app.inject(options);
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const shown = request.multipart && !bare ? request.multipart.payload.toString("latin1") : JSON.stringify(request.body);
        if (response.statusCode >= 500) throw new Error(`${method} ${options.url} ${shown.slice(0, 300)} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400 && method !== "HEAD") {
          // Every refusal is JSON with a message (the 404 page of an unknown site path is the web app's HTML).
          if (!response.headers["content-type"]?.toString().startsWith("text/html")) expect(response.json()).toHaveProperty("message");
        }
        if (response.statusCode < 200 || response.statusCode >= 300 || method === "HEAD") return;

        const write = `${method} ${endpoint.path}`;
        accepted.set(write, (accepted.get(write) ?? 0) + 1);
        const routeId = decoded(request.ids.routeId);
        const data = () => {
          const found = expected.details.get(routeId);
          if (!found) throw new Error(`${write} accepted for route ${request.ids.routeId}, which is not in the data`);
          return found;
        };
        const answer = () => response.json();
        const deleted = /^\?id=(\d+)$/.exec(request.query)?.[1];
        switch (write) {
          case `POST ${apiPaths.addRoute}`:
            expected.routes.push(answer().route);
            expected.details.set(answer().route.id, freshRoute());
            break;
          case `POST ${apiPaths.updateRoute}`: {
            const updated = answer().route as Route;
            expected.routes = expected.routes.map((route) => (route.id === updated.id ? updated : route));
            break;
          }
          case `GET ${apiPaths.deleteRoute}`:
            expected.routes = expected.routes.filter((route) => String(route.id) !== deleted);
            // Its track, conditions, photos and English texts go with it.
            expected.details.delete(Number(deleted));
            expected.english.route.delete(Number(deleted));
            break;
          case `POST ${apiPaths.addEvent}`:
            expected.events.push(answer().event);
            break;
          case `GET ${apiPaths.deleteEvent}`:
            expected.events = expected.events.filter((event) => String(event.id) !== deleted);
            expected.english.event.delete(Number(deleted));
            break;
          case `POST ${apiPaths.pageView}`:
            expected.views += 1;
            break;
          case `PUT ${apiPaths.track(":id")}`:
            data().track = withoutFileName(answer().track);
            break;
          case `DELETE ${apiPaths.track(":id")}`:
            data().track = null;
            break;
          case `PUT ${apiPaths.routeCondition(":id")}`:
            data().conditions = answer().conditions;
            break;
          case `PUT ${apiPaths.routeSeason(":id")}`:
            data().conditions.season = answer().season;
            break;
          case `PUT ${apiPaths.englishRoute(":id")}`:
          case `PUT ${apiPaths.englishEvent(":id")}`: {
            const texts = answer().texts as EnglishTexts;
            const kind = endpoint.path === apiPaths.englishRoute(":id") ? "route" : "event";
            if (texts.nameEn === null && texts.descriptionEn === null) expected.english[kind].delete(routeId);
            else expected.english[kind].set(routeId, texts);
            break;
          }
          case `POST ${photoPaths.photos(":id")}`:
            data().photos.push(answer().photo);
            break;
          case `PATCH ${photoPaths.photo(":id", ":photoId")}`: {
            const edited = answer().photo as RoutePhoto;
            data().photos = data().photos.map((photo) => (photo.id === edited.id ? edited : photo));
            break;
          }
          case `DELETE ${photoPaths.photo(":id", ":photoId")}`:
            data().photos = data().photos.filter((photo) => photo.id !== decoded(request.ids.photoId));
            break;
          case `PUT ${photoPaths.order(":id")}`:
            data().photos = answer().photos;
            break;
          case `POST ${apiPaths.logout}`:
            // A generated sign-out ended the fuzzer's session: sign in again (from an address of its own).
            if (request.signedIn) cookie = await test.signIn();
            break;
          case `POST ${apiPaths.login}`:
          case `POST ${apiPaths.trackPreview}`:
            break;
          default:
            // Reads change nothing; any other accepted write must be accounted for above.
            if (method !== "GET") throw new Error(`${write} was accepted, and this test does not know what it changes`);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );

    expect(sent).toBe(RUNS);
    // The server is still up, and the data is what the accepted writes made it.
    expect((await test.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    const after = await snapshot();
    expect(after.routes).toEqual(expected.routes);
    expect(after.events.map((event) => event.id).sort()).toEqual(expected.events.map((event) => event.id).sort());
    expect(after.views).toBe(expected.views);
    expect(after.admins).toEqual(before.admins);
    expect(after.details).toEqual(expected.details);
    expect(after.english).toEqual(expected.english);
    // The run reached the handlers, not only the guards: some writes were accepted and many refused as invalid.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 8);
    expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
    const writes = [...accepted].filter(([write]) => !write.startsWith("GET /") || write.includes("delete_"));
    console.info(
      `${engine}: answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; writes accepted ${JSON.stringify(Object.fromEntries(writes))}`,
    );
  }, 600_000);
});

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
    test = await createTestApp({ engine, sampleData: true });
    await test.createAdmin();
    cookie = await test.signIn();
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
