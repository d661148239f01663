import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../shared/api-paths.ts";
import { DEVELOPMENT_RATE_LIMIT_SECRET } from "./config.ts";
import { createTestApp, TEST_NOW, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";
import { testEngines } from "./test-support/test-databases.ts";
import { syntheticGpx } from "./tracks/test-support/synthetic-gpx.ts";

/**
 * The privacy page promises that no address is recorded for page views, and the rate limits on page views
 * and admin writes must keep that promise: after a visitor's page views and reads, and an admin's writes from
 * the same address, no table holds the address in any form that could be turned back into it (docs/decisions/030).
 */
const clients = [
  { address: "198.51.100.73", forms: ipv4Forms("198.51.100.73") },
  { address: "2001:db8:7e57:4242::1234", forms: ipv6Forms("2001:db8:7e57:4242::1234", "2001:0db8:7e57:4242:0000:0000:0000:1234") },
];

/** The address as text, its /64 or its bytes, each as is and in hex, base64 and base64url, and plain digests of those (reversible by trying every address). */
function encodings(texts: string[], bytes: Buffer[]): string[] {
  const raw = [...texts.map((text) => Buffer.from(text)), ...bytes];
  const digests = raw.flatMap((value) => ["md5", "sha1", "sha256"].map((algorithm) => createHash(algorithm).update(value).digest()));
  // Keyed with the public development secret, as a site without RATE_LIMIT_SECRET would: as reversible as a plain digest.
  const day = TEST_NOW.slice(0, 10);
  const publicKey = createHmac("sha256", DEVELOPMENT_RATE_LIMIT_SECRET).update(`rate-limit-day:${day}`).digest();
  const publicHashes = texts.map((text) => createHmac("sha256", publicKey).update(text).digest());
  return [
    ...texts,
    ...[...raw, ...digests, ...publicHashes].flatMap((value) => [value.toString("hex"), value.toString("base64"), value.toString("base64url")]),
  ];
}

function ipv4Forms(address: string): string[] {
  const octets = address.split(".").map(Number);
  const packed = Buffer.from(octets);
  return [...encodings([address, `::ffff:${address}`], [packed]), String(packed.readUInt32BE(0))];
}

function ipv6Forms(address: string, expanded: string): string[] {
  const hextets = expanded.split(":");
  const prefix = hextets.slice(0, 4).map((hextet) => hextet.replace(/^0+(?=.)/, ""));
  const packed = Buffer.from(hextets.join(""), "hex");
  return encodings([address, expanded, `${prefix.join(":")}::/64`, prefix.join(":"), hextets.slice(0, 4).join(":")], [packed, packed.subarray(0, 8)]);
}

/** Every value of every table as text: strings as they are, bytes as hex, base64 and text. */
async function everyStoredText(test: TestApp): Promise<{ table: string; text: string }[]> {
  const schema = test.database.location.engine === "postgres" ? test.database.location.searchPath : undefined;
  const tables = (await test.store.db.introspection.getTables({ withInternalKyselyTables: true })).filter((table) => table.schema === schema);
  expect(tables.map((table) => table.name)).toContain("login_throttle");
  const texts: { table: string; text: string }[] = [];
  for (const table of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: every table of the schema, read whole, whatever its columns.
    const rows = await (test.store.db as any).selectFrom(table.name).selectAll().execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const value of Object.values(row)) {
        if (value instanceof Uint8Array) {
          const bytes = Buffer.from(value);
          texts.push({ table: table.name, text: `${bytes.toString("hex")} ${bytes.toString("base64")} ${bytes.toString("latin1")}` });
        } else if (value !== null && value !== undefined) {
          texts.push({ table: table.name, text: value instanceof Date ? value.toISOString() : String(value) });
        }
      }
    }
  }
  return texts;
}

describe.each(testEngines)("client addresses in the database (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine, sampleData: true, rateLimitSecret: randomBytes(32).toString("base64") });
    await test.createAdmin();
    // Signed in from another address: a failed or successful sign-in is not what this test is about.
    cookie = await test.signIn();
  });
  afterEach(async () => test.close());

  it("holds no visitor's or admin's address, in any reversible form, after page views, reads and writes", async () => {
    const gpx = syntheticGpx({ points: 200, stepM: 10 }).gpx;
    for (const { address } of clients) {
      const as = { remoteAddress: address };
      // The admin's limited writes from this address: a route, its track, an event.
      const added = await test.app.inject({
        ...as,
        method: "POST",
        url: apiPaths.addRoute,
        headers: { ...WRITE_HEADERS, cookie },
        payload: { name: "Leið við sjó", region: "Suðurland", description: "Prufa.", distance: 5, latitude: 64, longitude: -20, link: "https://example.is" },
      });
      expect(added.statusCode).toBe(200);
      const id = added.json().route.id as number;
      const track = await test.app.inject({
        ...as,
        method: "PUT",
        url: apiPaths.track(id),
        headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
        payload: gpx,
      });
      expect(track.statusCode).toBe(200);
      const preview = await test.app.inject({
        ...as,
        method: "POST",
        url: apiPaths.trackPreview,
        headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
        payload: gpx,
      });
      expect(preview.statusCode).toBe(200);
      const event = await test.app.inject({
        ...as,
        method: "POST",
        url: apiPaths.addEvent,
        headers: { ...WRITE_HEADERS, cookie },
        payload: { name: "Hjólaferð", date: "2026-07-01", description: "Prufa.", link: "https://example.is" },
      });
      expect(event.statusCode, event.body).toBe(200);

      // A visitor's page views and reads from the same address.
      for (const path of ["/", "/routes", `/routes/${id}`]) {
        const view = await test.app.inject({
          ...as,
          method: "POST",
          url: apiPaths.pageView,
          payload: { path, device: "phone", referrer: "https://www.google.com/" },
        });
        expect(view.statusCode).toBe(204);
      }
      for (const url of [apiPaths.routes, apiPaths.events, apiPaths.routeDetails(id), apiPaths.gpx(id), `/routes/${id}`, "/routes?search=x", "/engin-sida"]) {
        const read = await test.app.inject({ ...as, method: "GET", url });
        expect(read.statusCode, url).toBeLessThan(500);
      }
    }

    // The limits did count these clients (so the scan below is not of an empty table), by something else than the address.
    const limitKeys = (await test.store.db.selectFrom("login_throttle").select("key").execute()).map((row) => row.key);
    expect(limitKeys.filter((key) => key.startsWith(`rate:POST ${apiPaths.pageView}|`))).toHaveLength(2);

    const stored = await everyStoredText(test);
    for (const { address, forms } of clients) {
      for (const form of forms) {
        const found = stored.find(({ text }) => text.toLowerCase().includes(form.toLowerCase()));
        expect(found, `${address} stored as ${form}`).toBeUndefined();
      }
    }
    // SQLite: the file and its write-ahead log too, so nothing written and deleted again stays in a free page.
    if (test.database.location.engine === "sqlite") {
      const file = test.database.location.file;
      const bytes = Buffer.concat(await Promise.all([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFile(path))));
      const text = bytes.toString("latin1").toLowerCase();
      for (const { address, forms } of clients) {
        for (const form of forms) expect(text.includes(form.toLowerCase()), `${address} in the file as ${form}`).toBe(false);
        expect(bytes.includes(Buffer.from(address)), address).toBe(false);
      }
    }
    // Each limit's counter is named by its route and a 256-bit keyed hash.
    for (const key of limitKeys.filter((key) => key.startsWith("rate:"))) expect(key).toMatch(/^rate:[A-Z]+ \S+\|[\w-]{43}$/);
  });
});
