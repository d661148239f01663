import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../shared/api-paths.ts";
import type { SiteEvent } from "../shared/event.ts";
import type { Route } from "../shared/route.ts";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";
import { testEngines } from "./test-support/test-databases.ts";

/**
 * Property-based fuzzing of every endpoint the app serves (read from the app
 * itself, so a new endpoint is fuzzed without editing this file): wrong types,
 * huge and empty strings, control characters and NUL, odd Unicode, big and
 * negative numbers, malformed JSON, wrong content types, duplicate and unknown
 * keys, odd query strings — signed in and out. No answer may be a 5xx, and the
 * data afterwards must be the data before plus exactly what the accepted
 * writes did. FUZZ_RUNS sets the number of requests per engine
 * (`npm run test:stress` runs 10,000 on each).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

interface Endpoint {
  method: "GET" | "POST" | "HEAD";
  path: string;
}

/** Every method and path of the app, from Fastify's own route table; "*" (the 404 fallback) becomes an unknown path. */
function endpointsOf(test: TestApp): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const line of test.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /── (\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[2]) continue;
    const route = match[1] === "/" ? "/" : `/${match[1]}`;
    const path = route === "/*" ? "/ekki-til/../x" : route;
    for (const method of match[2].split(", ")) endpoints.push({ method: method as Endpoint["method"], path });
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

/** Mostly the endpoints that take input (the API), sometimes any path the app serves. */
const requestsTo = (endpoints: Endpoint[]) =>
  fc.record({
    endpoint: fc.oneof(
      { arbitrary: fc.constantFrom(...endpoints.filter((endpoint) => /^\/(api|backend)\//.test(endpoint.path))), weight: 5 },
      { arbitrary: fc.constantFrom(...endpoints), weight: 1 },
    ),
    wrongMethod: fc.oneof({ arbitrary: fc.constant(false), weight: 7 }, { arbitrary: fc.constant(true), weight: 1 }),
    query: queryString,
    body: rawBody,
    contentType: fc.oneof({ arbitrary: fc.constant("application/json"), weight: 3 }, { arbitrary: contentTypes, weight: 1 }),
    signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
    writeHeader: fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }),
    // Some requests carry the headers a browser on another site would.
    foreign: fc.constantFrom<Record<string, string>>(
      {},
      {},
      {},
      {},
      {},
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ),
    accept: fc.constantFrom(undefined, "application/json", "text/html", "*/*", "image/png"),
    client: fc.ipV4(),
  });

describe.each(testEngines)("every endpoint survives generated bad input (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    test = await createTestApp({ engine, sampleData: true });
    await test.createAdmin();
    cookie = await test.signIn();
  });
  afterAll(async () => test.close());

  async function snapshot() {
    const routes = (await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).json() as Route[];
    const events = (await test.app.inject({ method: "GET", url: "/backend/get_events.php" })).json() as SiteEvent[];
    const views = await test.store.db
      .selectFrom("page_views")
      .select((eb) => eb.fn.sum<number>("views").as("total"))
      .executeTakeFirstOrThrow();
    const admins = await test.store.db.selectFrom("admins").select(["email", "password_hash"]).execute();
    return { routes, events, views: Number(views.total ?? 0), admins };
  }

  it(`answers ${RUNS} generated bad requests without a 5xx, and changes only what the accepted writes said`, async () => {
    const endpoints = endpointsOf(test);
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining(["POST /backend/add_route.php", "GET /backend/delete_event.php", "POST /api/auth/login", "POST /api/analytics/pageview"]),
    );
    const before = await snapshot();
    const expected = { routes: [...before.routes], events: [...before.events], views: before.views };
    const statuses = new Map<number, number>();
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(requestsTo(endpoints), async (request) => {
        const endpoint = request.endpoint;
        const method = request.wrongMethod ? (endpoint.method === "POST" ? "GET" : "POST") : endpoint.method;
        const headers: Record<string, string> = { ...request.foreign };
        if (request.contentType !== undefined) headers["content-type"] = request.contentType;
        if (request.accept !== undefined) headers.accept = request.accept;
        if (request.signedIn) Object.assign(headers, { cookie }, request.writeHeader ? WRITE_HEADERS : {});
        const options: InjectOptions = { method, url: `${endpoint.path}${request.query}`, headers, remoteAddress: request.client };
        if (method === "POST") options.payload = request.body;
        // Fast enough that the per-client write limits stay out of the way most of the time.
        test.clock.advance(1500);
        const response = await test.app.inject(options);
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          throw new Error(`${method} ${options.url} ${JSON.stringify(request.body).slice(0, 300)} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400 && method !== "HEAD") {
          // Every refusal is JSON with a message (the 404 page of an unknown site path is the web app's HTML).
          if (!response.headers["content-type"]?.toString().startsWith("text/html")) expect(response.json()).toHaveProperty("message");
        }
        if (response.statusCode >= 200 && response.statusCode < 300 && method !== "HEAD") {
          if (endpoint.path === "/backend/add_route.php") expected.routes.push(response.json().route);
          if (endpoint.path === apiPaths.updateRoute) {
            const updated = response.json().route as Route;
            expected.routes = expected.routes.map((route) => (route.id === updated.id ? updated : route));
          }
          if (endpoint.path === "/backend/add_event.php") expected.events.push(response.json().event);
          if (endpoint.path === "/api/analytics/pageview") expected.views += 1;
          const deleted = /^\?id=(\d+)$/.exec(request.query)?.[1];
          if (endpoint.path === "/backend/delete_route.php") expected.routes = expected.routes.filter((route) => String(route.id) !== deleted);
          if (endpoint.path === "/backend/delete_event.php") expected.events = expected.events.filter((event) => String(event.id) !== deleted);
          // A generated sign-out ended the fuzzer's session: sign in again (from an address of its own).
          if (endpoint.path === "/api/auth/logout" && request.signedIn) cookie = await test.signIn();
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
    // The run reached the handlers, not only the guards: some writes were accepted and many refused as invalid.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 8);
    expect([...statuses.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
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
