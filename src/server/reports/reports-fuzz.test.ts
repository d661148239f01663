import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportPaths } from "../../shared/condition-report.ts";
import { testImage } from "../photos/test-images.ts";
import { createTestApp, HIGHLAND_ROUTE, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

/** As many generated requests as the main input fuzz sends per engine (FUZZ_RUNS in the stress run), a fifth of them. */
const RUNS = Math.max(100, Math.round(Number(process.env.FUZZ_RUNS ?? 1500) / 5));

const fieldNames = ["condition", "riddenOn", "note", "name", "email", "website", "altcha", "photo", "file", "extra", "condition"];
const texts = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 600 }),
  fc.constantFrom(
    "snow",
    "open",
    "2027-06-14",
    "2027-02-30",
    "9999-12-31",
    "",
    " ",
    "a\u0000b",
    "\ud800",
    "x".repeat(5000),
    "eyJjaGFsbGVuZ2UiOnt9fQ==",
    "null",
    "[]",
  ),
);
const ids = fc.oneof(fc.constantFrom("1", "2", "0", "-1", "99999999999", "1e3", "%00", "abc", "1.5"), fc.integer({ min: 1, max: 3 }).map(String));

/** A multipart/form-data body as a browser's FormData makes it. */
async function multipart(parts: [string, string | Uint8Array][]) {
  const data = new FormData();
  for (const [key, value] of parts) {
    if (typeof value === "string") data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value)], { type: "image/jpeg" }), "mynd.jpg");
  }
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? "" };
}

describe.each(testEngines)("the report endpoints survive generated bad input (%s)", { timeout: 600_000 }, (engine) => {
  let test: TestApp;
  let cookie: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    test = await createTestApp({ engine, now: "2027-06-15T12:00:00.000Z" });
    await test.createAdmin();
    cookie = await test.signIn();
    await test.store.addRoute(HIGHLAND_ROUTE);
    jpeg = await (await testImage(24, 16)).jpeg().toBuffer();
  });
  afterAll(async () => test.close());

  it(`answers ${RUNS} generated requests to them without a 5xx, and stores no report without a solved challenge`, async () => {
    const part = fc.tuple(
      fc.constantFrom(...fieldNames),
      fc.oneof({ arbitrary: texts, weight: 4 }, { arbitrary: fc.constantFrom<"jpeg" | "bytes">("jpeg", "bytes"), weight: 1 }),
    );
    const request = fc.record({
      target: fc.constantFrom("submit", "submit", "submit", "list", "challenge", "latest", "waiting", "decision", "photo", "routeFeed", "feed"),
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE"),
      id: ids,
      parts: fc.array(part, { maxLength: 9 }),
      asJson: fc.boolean(),
      bytes: fc.uint8Array({ maxLength: 64 }),
      signedIn: fc.boolean(),
      writeHeader: fc.boolean(),
      foreign: fc.constantFrom<Record<string, string>>(
        {},
        { "sec-fetch-site": "cross-site" },
        { origin: "https://evil.example" },
        { "sec-fetch-site": "same-origin" },
      ),
      decision: fc.oneof(texts, fc.constantFrom("approve", "reject", "approve-and-set")),
      name: fc.oneof(fc.string({ maxLength: 30 }), fc.constant("AAAAAAAAAAAAAAAAAAAAAA-480x360.webp")),
    });
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const headers: Record<string, string> = { ...generated.foreign };
        if (generated.writeHeader) Object.assign(headers, WRITE_HEADERS);
        if (generated.signedIn) headers.cookie = cookie;
        const paths: Record<string, string> = {
          submit: reportPaths.reports(generated.id),
          list: reportPaths.reports(generated.id),
          challenge: reportPaths.challenge,
          latest: reportPaths.latest,
          waiting: reportPaths.waiting,
          decision: reportPaths.decision(generated.id),
          photo: `${reportPaths.photoPrefix}${encodeURIComponent(generated.name)}`,
          routeFeed: reportPaths.routeFeed(generated.id),
          feed: reportPaths.feed,
        };
        const method =
          generated.target === "submit" || generated.target === "decision" ? (generated.method === "GET" ? "POST" : generated.method) : generated.method;
        const options: InjectOptions = { method: method as InjectOptions["method"], url: paths[generated.target] ?? "/", headers };
        if (method !== "GET") {
          if (generated.target === "decision" || generated.asJson) {
            headers["content-type"] = "application/json";
            options.payload = JSON.stringify({ decision: generated.decision });
          } else {
            const body = await multipart(generated.parts.map(([key, value]) => [key, value === "jpeg" ? jpeg : value === "bytes" ? generated.bytes : value]));
            headers["content-type"] = body.contentType;
            options.payload = body.payload;
          }
        }
        test.clock.advance(1000);
        const response = await test.app.inject(options);
        sent += 1;
        if (response.statusCode >= 500) throw new Error(`${method} ${options.url} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400 && !response.headers["content-type"]?.toString().startsWith("text/html")) {
          expect(response.json()).toHaveProperty("message");
        }
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBe(RUNS);
    expect(await test.store.db.selectFrom("condition_reports").selectAll().execute()).toEqual([]);
    expect(await test.store.db.selectFrom("condition_report_files").select("name").execute()).toEqual([]);
  });
});
